import { Accordion, Text } from '@mantine/core';
import { useCopyPrices } from './copy-prices';
import { HomeSection } from './home-section';

export function Faq() {
  const { listingFee, proPrice, proCredits, proCreditPrice } = useCopyPrices();
  const questions = [
    {
      question: 'How much does it cost to sell a domain?',
      answer: `A flat ${listingFee} per listing: one credit lists one domain. We take 0% commission, so the whole sale price is yours.`,
    },
    {
      question: 'What prices can I ask?',
      answer:
        'Any price from $1 to $1,000. The marketplace is for domains that should sell quickly at a fair price.',
    },
    {
      question: 'Do credits expire?',
      answer:
        'Yes, 12 months after you receive them. We warn you when credits are within 30 days of expiring, and the credits that expire first are used first.',
    },
    {
      question: 'What happens if my domain does not sell?',
      answer:
        'Unsold domains are relisted free after 30 days, with no new credit spent. You can turn automatic relisting off for any listing.',
    },
    {
      question: 'How does payment work?',
      answer:
        'Payment happens outside DomainLiquidate, through a recommended escrow service: the buyer pays the escrow, you transfer the domain, and the escrow releases the money. Escrow payouts take 1 to 3 business days. Pro members who deal directly with a buyer do so at their own risk.',
    },
    {
      question: 'What is Liquidation Pro?',
      answer: `Our yearly plan for active sellers: ${proPrice} a year for ${proCredits} listing credits (about ${proCreditPrice} each), priority placement, advanced analytics, bulk CSV upload, a Pro badge, priority support and early access to features.`,
    },
    {
      question: 'How quickly will I get an answer?',
      answer:
        'Our support team answers within 24 hours on business days. Sellers answer buyers in 24 hours on average.',
    },
  ];

  return (
    <HomeSection id="faq" title="Frequently Asked Questions" tinted>
      <Accordion variant="separated" order={3} maw={820} mx="auto">
        {questions.map((item) => (
          <Accordion.Item key={item.question} value={item.question} bg="white">
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text c="gray.8">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HomeSection>
  );
}
