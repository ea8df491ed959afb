import { useCallback, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '#contracts/constants.ts';
import { type Coordinates, useReverseGeocode } from '#client/features/tickets/api.ts';
import { isHandledUnauthorized } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';

export interface CurrentLocation {
  coords: Coordinates;
  /** The nearest town, or null when none was found (the driver types it). */
  city: string | null;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: 0,
    }),
  );
}

/**
 * 'Use My Current Location' (docs/decisions/019, 021): the browser's position (high accuracy, 10 s,
 * never a cached one), then our server's reverse geocoder for the town. Every failure is told with
 * the spec's toast, and answers null (no position) or a null city (position but no town).
 */
export function useCurrentLocation() {
  const reverse = useReverseGeocode();
  const [locating, setLocating] = useState(false);

  const locate = useCallback(async (): Promise<CurrentLocation | null> => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      toast({
        title: 'Location Not Supported',
        description: 'Please enter your town manually.',
        variant: 'destructive',
      });
      return null;
    }
    setLocating(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition();
      } catch (error) {
        const denied = typeof error === 'object' && error !== null && 'code' in error && error.code === 1; // PERMISSION_DENIED
        toast({
          title: 'Location Access Required',
          description: denied
            ? 'Location permission denied. Please enable location access in your device settings.'
            : 'Please enable location access and try again.',
          variant: 'destructive',
        });
        return null;
      }
      const coords = { latitude: position.coords.latitude, longitude: position.coords.longitude };
      try {
        const answer = await reverse.mutateAsync(coords);
        const city = answer?.city?.trim();
        if (city) return { coords, city };
      } catch (error) {
        if (isHandledUnauthorized(error)) return null;
      }
      toast({
        title: 'Location Detection Failed',
        description: 'Please enter your town manually.',
        variant: 'destructive',
      });
      return { coords, city: null };
    } finally {
      setLocating(false);
    }
  }, [reverse.mutateAsync]);

  return { locate, locating };
}
