import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { GEO_OPTIONS, latLngText } from "~/lib/geolocation";

/**
 * 'Use my location': needs the browser's geolocation, so it appears only once JavaScript runs.
 * Reverse-geocodes through /suggest/places and fills the location box.
 */
export function GeolocateButton({ inputId }: { inputId: string }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string | null>(null);
  if (!hydrated) return null;

  const locate = () => {
    if (!("geolocation" in navigator)) return setMessage("Geolocation is not supported by this browser.");
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
      (error) => setMessage(error.code === error.PERMISSION_DENIED ? "Location permission denied. Please enable location access in your browser settings." : "Failed to get location."),
      GEO_OPTIONS,
    );
  };
  return (
    <>
      <Button type="button" onClick={locate} aria-label="Use my current location" title="Use my current location" data-inside-field>
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
