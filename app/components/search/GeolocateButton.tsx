import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { GEO_OPTIONS, latLngText } from "~/lib/geolocation";
import { useT } from "~/i18n/use-t";

/**
 * 'Use my location': needs the browser's geolocation, so it appears only once JavaScript runs.
 * Reverse-geocodes through /suggest/places and fills the location box.
 */
export function GeolocateButton({ inputId }: { inputId: string }) {
  const hydrated = useHydrated();
  const t = useT("search");
  const [message, setMessage] = useState<string | null>(null);
  if (!hydrated) return null;

  const locate = () => {
    if (!("geolocation" in navigator)) return setMessage(t("geoUnsupported"));
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const input = document.getElementById(inputId) as HTMLInputElement | null;
        try {
          const res = await fetch(`/suggest/places?latlng=${coords.latitude},${coords.longitude}`);
          const body = (await res.json()) as { address?: string };
          if (input) input.value = body.address ?? latLngText(coords.latitude, coords.longitude);
        } catch {
          if (input) input.value = latLngText(coords.latitude, coords.longitude);
        }
      },
      (error) => setMessage(error.code === error.PERMISSION_DENIED ? t("geoDenied") : t("geoFailed")),
      GEO_OPTIONS,
    );
  };
  return (
    <>
      <Button type="button" onClick={locate} aria-label={t("useMyLocation")} title={t("useMyLocation")} data-inside-field>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
      </Button>
      {message ? <Note role="alert">{message}</Note> : null}
    </>
  );
}

const Button = styled.button`
  position: absolute;
  right: 2px;
  top: 2px;
  width: 40px;
  height: 40px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  display: grid;
  place-items: center;
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.error};
`;
