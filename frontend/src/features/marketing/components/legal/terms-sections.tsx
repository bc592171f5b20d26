import { List, Text } from '@mantine/core';
import { ContactLink, LegalLink, type LegalSection } from './legal-page';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <Text>
          These terms govern your use of this domain-name marketplace, run by the operator of this
          site (“we”, “us”). By creating an account, buying credits or a plan, listing a domain or
          sending an inquiry you accept them. If you do not accept them, please do not use the
          marketplace.
        </Text>
        <Text>
          How we handle your personal data is described in our{' '}
          <LegalLink to="/privacy">Privacy Policy</LegalLink>.
        </Text>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <List spacing="xs">
        <List.Item>
          You need an account to browse the marketplace’s listings, send inquiries and list domains.
          Give a real e-mail address you can read: sign-in codes, password resets and notices about
          your listings are sent there.
        </List.Item>
        <List.Item>
          Keep your password to yourself. You are responsible for what is done through your account;
          tell us through the <ContactLink /> if you think someone else has used it.
        </List.Item>
        <List.Item>
          You must be old enough, and otherwise able, to make a binding agreement where you live.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'credits',
    title: 'Listing credits',
    content: (
      <List spacing="xs">
        <List.Item>
          Listing one domain uses one credit. A credit costs a flat $9.99; you can buy 1 to 100
          credits at once. The price charged is the one shown at checkout.
        </List.Item>
        <List.Item>
          Credits expire 12 months after they were bought (or, for Pro credits, granted). We send
          you an e-mail when credits are within 30 days of expiring, and the credits closest to
          expiry are always used first.
        </List.Item>
        <List.Item>
          Expired credits cannot be used or restored. Credits have no cash value and cannot be
          transferred to another account.
        </List.Item>
        <List.Item>
          If you believe you were charged in error, write to us through the <ContactLink />.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'pro-plan',
    title: 'Liquidation Pro',
    content: (
      <List spacing="xs">
        <List.Item>
          Liquidation Pro costs $500 per year (the price charged is the one shown at checkout) and
          gives 100 listing credits for each paid year, about $5 per credit, together with priority
          placement, advanced analytics, bulk CSV upload, a Pro badge, priority support and early
          access to new features.
        </List.Item>
        <List.Item>
          The plan renews every year until you cancel it; each renewal grants the next 100 credits.
          Pro credits expire 12 months after they were granted, like any other credit.
        </List.Item>
        <List.Item>
          You can cancel on the Billing page at any time. Cancelling stops the next renewal: you
          keep Pro until the end of the period you have paid for, and you are not charged again.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'listings',
    title: 'Listings',
    content: (
      <List spacing="xs">
        <List.Item>
          Every listing is priced from $1 to $1,000. Only list a domain you own or control and can
          transfer to a buyer, and describe it truthfully.
        </List.Item>
        <List.Item>
          A domain name can have one active listing across the whole marketplace at a time.
        </List.Item>
        <List.Item>
          A listing runs for 30 days. If the domain has not sold by then it is relisted for another
          30 days free of charge, unless you turned automatic relisting off; in that case the
          listing expires and you can relist it by hand, also free.
        </List.Item>
        <List.Item>Listings of Pro members are shown first, marked as Featured.</List.Item>
      </List>
    ),
  },
  {
    id: 'commission',
    title: 'No commission',
    content: (
      <Text>
        Sellers keep 100% of the sale price: we take 0% commission. Our only charges are listing
        credits and the Liquidation Pro plan.
      </Text>
    ),
  },
  {
    id: 'payments-between-users',
    title: 'Sales and payment between buyer and seller',
    content: (
      <>
        <Text>
          Buyers contact sellers through inquiries, and the buyer and the seller agree the sale
          between themselves. Payment for a domain happens outside this product: we never hold the
          buyer’s money or the domain, and we are not a party to the sale.
        </Text>
        <Text>
          We recommend paying through a reputable escrow service: the buyer pays the escrow service,
          the seller transfers the domain, and the escrow service releases the money to the seller
          once the transfer is confirmed. Escrow payout usually takes 1 to 3 business days. Buyers
          and sellers, Pro members included, who deal directly without escrow do so at their own
          risk.
        </Text>
        <Text>
          We do not guarantee that a domain sells, that a buyer pays, or that a seller transfers a
          domain.
        </Text>
      </>
    ),
  },
  {
    id: 'marking-sold',
    title: 'Marking a sale and reversing it',
    content: (
      <>
        <Text>
          When a domain is sold, the seller marks it as sold with the sale price. The listing then
          leaves the marketplace, and buyers with open inquiries about it are told by e-mail. The
          credit used to list the domain is not returned.
        </Text>
        <Text>
          A sale marked by mistake, or one that fell through, can be reversed within 7 days of
          marking it sold, and the listing returns to the marketplace. After 7 days the sale stays
          recorded.
        </Text>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited content and conduct',
    content: (
      <>
        <Text>You may not use the marketplace to:</Text>
        <List spacing="xs">
          <List.Item>
            list domains that infringe a trademark or another person’s rights, or that you do not
            own or control;
          </List.Item>
          <List.Item>
            offer domains used for, or describe them as suited to, anything illegal, including
            phishing, malware, fraud or impersonation;
          </List.Item>
          <List.Item>give a false description or price, or make fake inquiries;</List.Item>
          <List.Item>
            send spam, threats or harassment through inquiries or the contact form;
          </List.Item>
          <List.Item>
            interfere with the service: scraping it, getting around its limits or security, or
            inflating views and other figures.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Removing listings and closing accounts',
    content: (
      <>
        <Text>
          We may remove a listing, or suspend or close an account, that breaks these terms, that a
          rights holder credibly complains about, or where the law requires it. Credits spent on a
          listing removed for breaking these terms are not returned.
        </Text>
        <Text>
          You may stop using the marketplace at any time and ask us to delete your account through
          the <ContactLink />. The <LegalLink to="/privacy">Privacy Policy</LegalLink> explains what
          is erased and what we must keep.
        </Text>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    content: (
      <>
        <Text>
          The marketplace is provided “as is” and “as available”. We do not check who owns a domain,
          what it is worth or whether it may be used lawfully, and we do not vouch for buyers or
          sellers.
        </Text>
        <Text>
          As far as the law allows, we are not liable for indirect or consequential losses, lost
          profits, or losses arising from dealings between buyers and sellers, and our total
          liability to you is limited to what you paid us in the 12 months before the claim. Nothing
          in these terms limits a liability that the law does not allow to be limited.
        </Text>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <Text>
        We may change these terms as the marketplace changes; the date at the top of this page shows
        when they last changed. Using the marketplace after a change means you accept the new terms.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <Text>
        Questions about these terms are welcome through the <ContactLink /> on our About page. We
        answer within 24 hours on business days.
      </Text>
    ),
  },
];
