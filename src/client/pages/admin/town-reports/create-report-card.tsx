import { FileBarChart } from 'lucide-react';
import { createTownReportSchema, TOWN_REPORT_DEFAULT_DAYS } from '#contracts/town-reports.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CardHeading } from '#client/pages/admin/shared/card-heading.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SelectField } from '#client/components/ui/select.tsx';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useCreateTownReport, useReportTowns } from './api';
import { addDays, londonToday, sameDateNextYear } from './dates';
import type { NewReportLink } from './link-dialog';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * 'Create a Report Link': a town (one with shops) and the date the link stops working (at most a
 * year ahead). The new link opens in a dialog, since only its hash is kept.
 */
export function CreateReportCard({ onCreated }: { onCreated: (link: NewReportLink) => void }) {
  const today = londonToday();
  const initial = { town: '', expiresAt: addDays(today, TOWN_REPORT_DEFAULT_DAYS) };
  const form = useZodForm(createTownReportSchema, initial);
  const towns = useReportTowns();
  const create = useCreateTownReport();
  const options = (towns.data ?? []).map((row) => ({
    value: row.town,
    label: `${row.town} (${plural(row.shops, 'shop')})`,
  }));
  const noTowns = towns.isSuccess && options.length === 0;

  const onSubmit = form.submit(create, {
    onSuccess: (created) => {
      onCreated({ url: created.url, town: form.values.town, expiresOn: form.values.expiresAt });
      form.reset(initial);
    },
    failure: { fallback: 'Failed to create the report link', title: 'Report Link Failed' },
  });

  return (
    <Card>
      <CardHeading
        className="pb-0"
        icon={<FileBarChart aria-hidden="true" className="size-5" />}
        title="Create a Report Link"
        description="A read-only report of a town’s shops, redemptions and savings for its council or business group. No sign-in needed; figures about fewer than 5 drivers or shops are hidden (shop counts are shown)."
      />
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 p-5 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
      >
        <FormField
          label="Town"
          required
          error={form.errors.town}
          hint={noTowns ? 'No shops have a town yet. Add a shop’s address first.' : undefined}
        >
          <SelectField
            value={form.values.town}
            onValueChange={(value) => form.setValue('town', value)}
            options={options}
            placeholder={towns.isPending ? 'Loading towns...' : 'Choose a town'}
            disabled={towns.isPending || noTowns}
          />
        </FormField>
        <FormField label="Link expires on" required error={form.errors.expiresAt}>
          <Input type="date" min={today} max={sameDateNextYear(today)} {...form.field('expiresAt')} />
        </FormField>
        <Button
          type="submit"
          className="sm:mt-7"
          pending={create.isPending}
          pendingLabel="Creating..."
          disabled={noTowns}
        >
          Create Report Link
        </Button>
      </form>
    </Card>
  );
}
