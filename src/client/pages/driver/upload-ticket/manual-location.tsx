import { CheckCircle2, LocateFixed, MapPin } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { TownCombobox } from './town-combobox';
import type { ManualLocation } from './use-upload-ticket';

interface ManualLocationStepProps {
  manual: ManualLocation;
  onTownChange: (town: string) => void;
  onUseCurrentLocation: () => void;
  locating: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}

/**
 * 'Enter Your Location' (docs/decisions/019): the photo was fine but said nothing about where. The town
 * the driver types (suggested from real towns as they type, or found from their position) is sent
 * with the same photo; a town the server does not know is refused under the field.
 */
export function ManualLocationStep({
  manual,
  onTownChange,
  onUseCurrentLocation,
  locating,
  onCancel,
  onSubmit,
}: ManualLocationStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!manual.town.trim()) inputRef.current?.focus();
    onSubmit();
  };

  const usingPosition = manual.coords !== null && manual.coordsTown !== null;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-warning-50 text-warning-700">
          <MapPin aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <CardTitle>Enter Your Location</CardTitle>
          <CardDescription>
            We couldn’t tell where you parked from the photo. Tell us the town so we can show offers nearby.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <FormField
            label="Town or City"
            error={manual.townError ?? undefined}
            hint={
              usingPosition ? (
                <span className="inline-flex items-center gap-1.5 text-success-800">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Found from your current location
                </span>
              ) : undefined
            }
          >
            <TownCombobox
              inputRef={inputRef}
              value={manual.town}
              onChange={onTownChange}
              placeholder="e.g. Reading"
            />
          </FormField>

          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>

          <Button
            variant="outline"
            size="lg"
            onClick={onUseCurrentLocation}
            pending={locating}
            pendingLabel="Finding your location..."
          >
            <LocateFixed aria-hidden="true" className="size-5" />
            Use My Current Location
          </Button>

          <div className="mt-2 flex gap-3">
            <Button variant="outline" size="lg" onClick={onCancel} className="px-5">
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={locating} className="flex-1 px-4">
              Verify Ticket
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
