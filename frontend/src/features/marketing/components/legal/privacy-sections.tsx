import { List, Text } from '@mantine/core';
import { ContactLink, LegalLink, type LegalSection, SectionLink } from './legal-page';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <Text>
        This marketplace is run by the operator of this site (“we”, “us”), who is responsible for
        the personal data described here. Questions and requests about your data go through the{' '}
        <ContactLink /> on our About page.
      </Text>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    content: (
      <List spacing="xs">
        <List.Item>
          <strong>Your account:</strong> your e-mail address, the name you give, your password
          (stored only as a one-way hash, never in readable form), your plan and your credits.
        </List.Item>
        <List.Item>
          <strong>Listings and sales:</strong> the domains you list with their prices, descriptions
          and dates, the views and inquiries they receive (a view is counted once a day per
          signed-in visitor, so we note who viewed which listing on which day), and the sales you
          record. Deal timelines and checklists you keep are stored too.
        </List.Item>
        <List.Item>
          <strong>Inquiries:</strong> the buyer’s name, e-mail address and message. These are kept
          apart from our event log (the permanent record of what happened on the marketplace, such
          as a listing created or a credit spent) so that they can be erased.
        </List.Item>
        <List.Item>
          <strong>Payments:</strong> what you bought (credits or the Pro plan), the amount and the
          date. Card details never reach us; see <SectionLink id="payments">Payments</SectionLink>{' '}
          below.
        </List.Item>
        <List.Item>
          <strong>Waiting list:</strong> the e-mail address you sign up with and whether you are a
          seller or a buyer.
        </List.Item>
        <List.Item>
          <strong>Contact messages:</strong> the name, e-mail address, subject and message you send
          through the contact form.
        </List.Item>
        <List.Item>
          <strong>Technical data:</strong> your IP address reaches our servers with every request;
          we use it to limit abuse (for example, how many messages can be sent in a minute) and it
          can appear in our server logs.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    content: (
      <>
        <List spacing="xs">
          <List.Item>To run your account and sign you in.</List.Item>
          <List.Item>
            To show your listings, pass buyers’ inquiries to sellers and keep your figures.
          </List.Item>
          <List.Item>To sell you credits and the Pro plan and keep the payment records.</List.Item>
          <List.Item>To answer your messages and send the e-mails listed below.</List.Item>
          <List.Item>To keep the marketplace safe from spam, fraud and abuse.</List.Item>
        </List>
        <Text>
          We do not sell your data, we show no advertising, and we do not share your data with
          anyone except the services that carry out these tasks for us (such as payments and e-mail
          delivery) or where the law requires it.
        </Text>
      </>
    ),
  },
  {
    id: 'emails',
    title: 'E-mails we send',
    content: (
      <>
        <List spacing="xs">
          <List.Item>Sign-in codes and password resets, when you ask for them.</List.Item>
          <List.Item>
            Credit expiry warnings, when credits are within 30 days of expiring.
          </List.Item>
          <List.Item>Inquiry notifications, telling a seller a buyer has written.</List.Item>
          <List.Item>
            Sale notices, telling buyers with an open inquiry that the domain has been sold.
          </List.Item>
          <List.Item>
            Confirmations when you join the waiting list or send us a message through the contact
            form.
          </List.Item>
        </List>
        <Text>
          We send no marketing e-mail unless you have agreed to receive it, and you can withdraw
          that agreement at any time.
        </Text>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <>
        <Text>
          We use no tracking or advertising cookies and no third-party analytics. To keep you signed
          in, your browser keeps your session (a short-lived access token and a refresh token) in
          this site’s local storage; signing out removes it. Refresh tokens are stored on our side
          only as hashes and are replaced each time they are used.
        </Text>
        <Text>
          While you are signed in, your browser also keeps a cookie named dlm_signed_in that says
          only that: no name, no token. It lets our server send the marketplace page as you will see
          it, without the sign-in panel first; signing out removes it. The only other cookie we set
          is an http-only session cookie for staff who open our internal job dashboard; visitors,
          buyers and sellers never receive it.
        </Text>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <Text>
        Card payments are handled by Stripe. You enter your card details on Stripe’s checkout page,
        and we never see or store your card number. Stripe tells us that a payment succeeded, and we
        then add your credits or start your plan. Stripe’s own privacy policy applies to the data
        you give it.
      </Text>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it, and erasure',
    content: (
      <>
        <Text>
          We keep your data while your account is open and as long as it is needed for the purposes
          above. Payment records are kept as long as accounting law requires.
        </Text>
        <Text>
          You can ask us to erase your data through the <ContactLink />. We then erase your account
          details, the inquiries you sent (name, e-mail address and message), your waiting-list
          sign-up and your contact messages. The event log keeps its record of what happened, such
          as a credit spent or a sale recorded, without your contact details.
        </Text>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <Text>
          Depending on where you live, you may have the right to see the data we hold about you, to
          have it corrected, erased or handed to you in a portable form, to object to or restrict
          how we use it, and to withdraw consent you gave. Write to us through the <ContactLink />{' '}
          to use any of these rights. You may also complain to your data protection authority.
        </Text>
        <Text>
          See also our <LegalLink to="/terms">Terms of Service</LegalLink>.
        </Text>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <Text>
        When we change this policy we update the date at the top of this page. We answer questions
        about it within 24 hours on business days.
      </Text>
    ),
  },
];
