/**
 * Port: a user's spendable credits, for the profile's `available_credits`. The credits module owns
 * the balance and provides this token from a global module; until then the profile answers 0.
 */
export abstract class CreditBalanceReader {
  abstract availableCredits(userId: string): Promise<number>;
}

export class NoCreditBalances extends CreditBalanceReader {
  async availableCredits(): Promise<number> {
    return 0;
  }
}
