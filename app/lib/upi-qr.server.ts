import QRCode from "qrcode";

/**
 * A UPI payment request as a QR code, drawn on the server as SVG (no script on the phone): any
 * UPI app scans it. Medium error correction, and the quiet zone scanners need.
 */
export function upiQrSvg(upiUrl: string): Promise<string> {
  return QRCode.toString(upiUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#1f1f1f", light: "#ffffff" } });
}
