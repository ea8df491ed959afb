import { Link } from 'wouter';
import {
  ACTIVE_COMMITMENT_MONTHS,
  MAX_DISCOUNT,
  MAX_REDEMPTIONS_PER_TICKET,
  MIN_DISCOUNT,
  MONTHLY_FEE,
  TRIAL_MONTHS,
} from '#contracts/constants.ts';
import { LegalList, LegalPage, LegalSection, Term } from './legal-page';

export const TERMS_TITLE = 'Terms of use';

const link = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';
const pounds = (value: number | string) => `£${Number(value).toFixed(2)}`;

/**
 * The rules of the scheme for drivers and retailers, from spec.md (the public retailer terms, the
 * limits) and decisions.md (sections 3, 4, 5 and 10). Every sentence is about what the product does.
 */
export function TermsPage() {
  return (
    <LegalPage
      title={TERMS_TITLE}
      intro={
        <p>
          These terms are the rules for using ParkPerks, for drivers and for the shops that offer discounts.
          By creating an account you agree to them. How we handle your data is in the{' '}
          <Link href="/privacy" className={link}>
            Privacy notice
          </Link>
          .
        </p>
      }
    >
      <LegalSection id="drivers" title="For drivers">
        <LegalList>
          <li>
            <Term>ParkPerks is free for drivers.</Term> You need an account with your own e-mail address or UK
            mobile number; keep your password to yourself.
          </li>
          <li>
            <Term>Your proof must be genuine:</Term> a photo of your own parking ticket, or a screenshot of
            your own parking-app session, for parking today of at least 1 hour, with its date and time
            readable. Tickets that are edited, someone else’s or already used are refused, and accounts that
            keep trying may be deleted.
          </li>
          <li>
            <Term>One proof a day.</Term> A verified proof is valid for 24 hours from verification and unlocks
            up to {MAX_REDEMPTIONS_PER_TICKET} offers, one per shop. If your proof is refused you can try
            again or ask for a person to review it.
          </li>
          <li>
            <Term>Offers are set by the shops:</Term> the discount, the minimum spend, the hours and how many
            they give. A shop may change or pause its offer at any time.
          </li>
          <li>
            <Term>Redeeming:</Term> at the till, enter the shop’s 4-digit code in the app before you pay and
            show the confirmation screen. The discount is given by the shop.
          </li>
          <li>ParkPerks does not sell parking: the car park’s own rules and charges still apply.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="retailers" title="For retailers">
        <LegalList>
          <li>
            <Term>
              {TRIAL_MONTHS} months free trial, then £{Number(MONTHLY_FEE)} per month per location.
            </Term>{' '}
            No payment is needed to start the trial.
          </li>
          <li>
            <Term>Cancel anytime before the trial ends</Term> and you pay nothing. After the trial there is a{' '}
            {ACTIVE_COMMITMENT_MONTHS}-month minimum commitment; a cancellation during it takes effect at its
            end.
          </li>
          <li>
            <Term>Your offer:</Term> a fixed discount between {pounds(MIN_DISCOUNT)} and{' '}
            {pounds(MAX_DISCOUNT)} (we recommend £2-4, about an hour or two of parking), with no minimum spend
            or a minimum spend of at least the discount. You choose its hours and any daily or monthly limit,
            and you can pause it.
          </li>
          <li>
            <Term>Honour it:</Term> give the discount to a driver who shows a ParkPerks confirmation for your
            shop. Your 4-digit code changes every month; keep it at the till. You can check any confirmation
            code in your portal.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="ending" title="Leaving">
        <p>
          Drivers can delete their account at any time from <Term>Profile</Term>, <Term>Delete account</Term>.
          Retailers can pause their offer at any time and ask a ParkPerks admin to close their account. We may
          close an account that breaks these terms, for example by uploading proof that is not genuine.
        </p>
        <p>Nothing in these terms affects your statutory rights.</p>
      </LegalSection>
    </LegalPage>
  );
}
