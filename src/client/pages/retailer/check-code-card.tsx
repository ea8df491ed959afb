import { CheckCircle2, ScanSearch, SearchX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { normaliseConfirmationCode, readConfirmationCode } from '#contracts/retailer-portal.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type CheckedRedemption, useCheckConfirmationCode } from '#client/features/retailer/check-code.ts';
import { errorStatus, serverFieldErrors, toastApiError } from '#client/lib/api.ts';
import { formatMoney, formatTime } from '#client/lib/format.ts';

type Outcome = { kind: 'found'; redemption: CheckedRedemption } | { kind: 'not-found'; code: string };

function Found({ redemption }: { redemption: CheckedRedemption }) {
  const minimum = Number(redemption.minimumSpend) > 0;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-success-50 p-4 ring-1 ring-success-200">
      <p className="flex items-center gap-2 font-semibold text-success-800">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        Valid code: {redemption.confirmationCode}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Discount</dt>
        <dd className="font-semibold text-slate-900">
          {formatMoney(redemption.discountAmount)} off
          {minimum ? ` (spend ${formatMoney(redemption.minimumSpend)}+)` : ''}
        </dd>
        <dt className="text-slate-600">Redeemed</dt>
        <dd className="font-semibold text-slate-900">today at {formatTime(redemption.redeemedAt)}</dd>
        <dt className="text-slate-600">Customer</dt>
        <dd className="font-mono font-semibold text-slate-900">{redemption.user.email}</dd>
      </dl>
    </div>
  );
}

function NotFound({ code }: { code: string }) {
  return (
    <div className="flex items-start gap-2 rounded-2xl bg-warning-50 p-4 ring-1 ring-warning-200">
      <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-800" />
      <div className="text-sm">
        <p className="font-semibold text-warning-800">Code {code} not found</p>
        <p className="text-slate-700">
          No redemption with this code at your shop today. Codes from another shop or another day are not
          valid here.
        </p>
      </div>
    </div>
  );
}

/**
 * 'Check a code' (docs/decisions/016): the cashier types the 6-character code from the driver's
 * 'Discount Applied!' screen and sees today's redemption here (amount, time, masked driver), or
 * that it is not found. Big enough to use on a phone at the till.
 */
export function CheckCodeCard({ retailerId }: { retailerId: string }) {
  const check = useCheckConfirmationCode(retailerId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const submit = () => {
    // Read as the server reads it: any case, spaces and dashes; a 0, 1, I or O is said as such.
    const parsed = readConfirmationCode(normaliseConfirmationCode(code));
    if (!parsed.ok) {
      setError(parsed.message);
      setOutcome(null);
      inputRef.current?.focus();
      return;
    }
    const normalised = parsed.code;
    setError(undefined);
    check.mutate(normalised, {
      onSuccess: (redemption) => setOutcome({ kind: 'found', redemption }),
      onError: (failure) => {
        const status = errorStatus(failure);
        if (status === 404) setOutcome({ kind: 'not-found', code: normalised });
        else if (status === 400) {
          // `redemption.code_ambiguous` or `validation.invalid`: both name the field with their words.
          setOutcome(null);
          setError(serverFieldErrors(failure).code);
          inputRef.current?.focus();
        } else {
          setOutcome(null);
          toastApiError(failure, 'Failed to check the code');
        }
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="border-primary-200">
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <ScanSearch aria-hidden="true" className="size-5 text-primary-700" />
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Check a code
          </h2>
        </div>
        <form
          noValidate
          className="flex flex-col gap-3 sm:max-w-2xl sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField
            label="Confirmation code"
            hint="The 6 characters on the customer’s ‘Discount Applied!’ screen (never 0, 1, I or O)"
            error={error}
            className="flex-1"
          >
            <Input
              ref={inputRef}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={12}
              placeholder="e.g. K7P2QX"
              className="h-14 font-mono text-2xl tracking-[0.2em] uppercase placeholder:tracking-normal placeholder:normal-case"
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            pending={check.isPending}
            pendingLabel="Checking..."
            className="sm:mb-7"
          >
            Check
          </Button>
        </form>
        <div aria-live="polite" className="sm:max-w-2xl">
          {outcome?.kind === 'found' ? <Found redemption={outcome.redemption} /> : null}
          {outcome?.kind === 'not-found' ? <NotFound code={outcome.code} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
