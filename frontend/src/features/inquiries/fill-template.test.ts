import { describe, expect, it } from 'vitest';
import { fillTemplate, replyMailto } from './fill-template';
import { makeLead } from './test/fixtures';

describe('filling a response template', () => {
  it('puts in the lead’s domain, buyer and whole-dollar price, every time they appear', () => {
    const lead = makeLead({
      buyer_name: 'Jane Buyer',
      domain: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01', name: 'cloudly.io', price: 449.6 },
    });
    expect(fillTemplate('Hi {buyer}, {domain} is {price}. {domain}!', lead)).toBe(
      'Hi Jane Buyer, cloudly.io is $450. cloudly.io!',
    );
  });

  it('writes a mail link whose subject and text survive any character', () => {
    expect(replyMailto('jane@example.com', 'Re: a&b?', 'Line 1\nLine 2 = 100%')).toBe(
      'mailto:jane@example.com?subject=Re%3A%20a%26b%3F&body=Line%201%0ALine%202%20%3D%20100%25',
    );
  });
});
