import { Link } from 'wouter';
import { SESSION_COOKIE } from '#contracts/constants.ts';
import { LegalList, LegalPage, LegalSection, Term } from './legal-page';

export const PRIVACY_TITLE = 'Privacy notice';

/** How long a ticket photo is kept (decisions.md section 3; TICKET_IMAGE_RETENTION_DAYS' default). */
const PHOTO_DAYS = 30;

const link = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * What a UK driver or retailer is told under the UK GDPR (decisions.md sections 1, 2, 3 and 5): what
 * is stored, why, for how long, who sees it, and how to delete the account. Every sentence is about
 * what the product does; change it with the product.
 */
export function PrivacyPage() {
  return (
    <LegalPage
      title={PRIVACY_TITLE}
      intro={
        <>
          <p>
            ParkPerks turns a parking ticket into discounts at shops near where you parked. This notice says
            what we keep about you, why, for how long, who can see it and how to delete it. We handle personal
            data under the UK GDPR and the Data Protection Act 2018.
          </p>
          <p>
            In short: we keep what we need to check your parking and give you offers, your ticket photos are
            deleted after {PHOTO_DAYS} days, shops never see who you are, we never sell your data, and you can
            delete your account yourself at any time.
          </p>
        </>
      }
    >
      <LegalSection id="what-we-store" title="What we store">
        <LegalList>
          <li>
            <Term>Your account:</Term> your name, the e-mail address or UK mobile number you sign in with,
            when you joined, and your password stored only as a one-way hash (we cannot read it).
          </li>
          <li>
            <Term>Sign-in sessions:</Term> a random token in a cookie; we store only a hash of it, with when
            it was last used.
          </li>
          <li>
            <Term>Your parking proof:</Term> the photo or screenshot you upload, with its hidden details
            (EXIF: GPS position, phone and camera model) removed before it is stored; the text our reader
            found on it (this can include a vehicle registration); the ticket’s date and expiry; the town or
            place it was for; whether it was verified and why; and a fingerprint of the photo so the same
            ticket cannot be used twice.
          </li>
          <li>
            <Term>Your location, if you allow it:</Term> your phone’s position is sent only to our own server,
            to find the nearest town, and may be kept with that day’s ticket. It is not sent to a map service.
          </li>
          <li>
            <Term>Reviews:</Term> if you ask for a person to check a refused ticket, your note and the
            decision.
          </li>
          <li>
            <Term>Redemptions:</Term> the shop, the time, the discount and minimum spend, and the confirmation
            code.
          </li>
          <li>
            <Term>Security records:</Term> failed sign-ins and wrong passwords are counted against the e-mail
            or phone tried and the network address they came from, to stop password guessing; password reset
            links are stored as hashes.
          </li>
          <li>
            <Term>Retailers:</Term> the business name, contact name, contact e-mail and phone, shop addresses,
            logo, offer, subscription and the redemptions made at the shop. If you add payment details, they
            are taken by our payment provider, Stripe: we never see your card number.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="why" title="Why we use it">
        <LegalList>
          <li>
            <Term>To give you the service you signed up for</Term> (the contract between us): checking your
            parking, showing offers near where you parked, recording redemptions and keeping to the limits of
            3 offers a day and one per shop.
          </li>
          <li>
            <Term>To keep the scheme fair and safe</Term> (our legitimate interests): spotting reused or
            edited tickets, stopping password guessing, and keeping a record of what admins change.
          </li>
          <li>
            <Term>To tell shops and towns how the scheme is doing</Term>, only as totals: a shop sees its own
            redemptions; a town report hides any figure about redemptions by fewer than 5 drivers or at fewer
            than 5 shops.
          </li>
        </LegalList>
        <p>
          We do not sell your data, show you adverts or send you marketing. Drivers get e-mails or texts only
          about their account (a password reset, a warning about sign-in attempts). Retailers also get trial
          reminders and a weekly summary they can turn off.
        </p>
      </LegalSection>

      <LegalSection id="how-long" title="How long we keep it">
        <LegalList>
          <li>
            <Term>Ticket photos</Term> are deleted {PHOTO_DAYS} days after upload, with the text read from
            them. The ticket record (its date, town and result) stays while your account exists, so your
            history and the daily limits still work.
          </li>
          <li>
            <Term>Sessions</Term> end when you sign out, after 7 days without use, or after 30 days at most.
          </li>
          <li>
            <Term>Password reset links</Term> work once, for 1 hour.
          </li>
          <li>
            <Term>Counts of failed sign-ins</Term> are removed once their window (15 minutes to an hour) has
            passed, by a daily clean-up.
          </li>
          <li>
            <Term>Everything else</Term> is kept while your account exists, and deleted with it.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="who-sees-it" title="Who sees it">
        <LegalList>
          <li>
            <Term>Shops</Term> see, for each redemption at their shop, the time, the amount and a masked form
            of your e-mail (four asterisks and its last 4 characters) or ‘Anonymous’. Never your name, phone
            number, tickets or photos.
          </li>
          <li>
            <Term>ParkPerks admins</Term> can see accounts, tickets with their photos and the text read from
            them, and redemptions, to review tickets people ask about, deal with fraud and answer questions.
            What admins delete or decide is kept in an audit log.
          </li>
          <li>
            <Term>Companies that run parts of the service for us</Term>, where this service uses them: an
            e-mail or text-message provider to send messages, a cloud storage provider for photos, and Stripe
            for retailers’ payments. Ticket reading happens on our own servers.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and your browser">
        <p>
          We use one cookie, <code className="rounded bg-slate-100 px-1 text-sm">{SESSION_COOKIE}</code>, to
          keep you signed in. It is needed for the service to work, so we do not ask before setting it. There
          are no advertising or analytics cookies.
        </p>
        <p>
          So that the app works offline, your browser keeps the last ticket and offers you saw. They are
          deleted from the browser when you sign out or someone else signs in on it.
        </p>
      </LegalSection>

      <LegalSection id="delete" title="Deleting your account">
        <p>
          Drivers can delete their account at any time: open <Term>Profile</Term>, choose{' '}
          <Term>Delete account</Term> and enter your password. It happens at once and cannot be undone: your
          account, your sessions on every device, your tickets and their photos, the text read from them, your
          review notes and your redemptions are deleted. Shops’ daily totals (how many offers were used and
          how much was saved each day) still count them, with nothing that links them to you. The admins’
          audit log keeps a line saying that the account was deleted, with your name and a masked contact.
        </p>
        <p>
          Retailers: pause your offer in the portal to stop new redemptions, and ask a ParkPerks admin to
          close the account. Closing it deletes the shop, its logo and the redemptions made there.
        </p>
      </LegalSection>

      <LegalSection id="rights" title="Your rights">
        <p>
          You can ask for a copy of your data, have it corrected (you can change your name, e-mail and phone
          yourself in <Term>Profile</Term>), have it deleted, object to how we use it or ask us to restrict
          it, and receive it in a form you can take elsewhere. If you are unhappy with how we handle your
          data, you can complain to the Information Commissioner’s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" className={link} rel="noopener noreferrer">
            ico.org.uk
          </a>
          .
        </p>
        <p>
          The rules for using ParkPerks are in the{' '}
          <Link href="/terms" className={link}>
            Terms
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
