import { DomainError } from '../../errors/domain-error';
import { type Decider, type DomainEvent, fold } from '../decider';

/**
 * Unit tests for a decider that read as behaviour (emmett's DeciderSpecification):
 *
 *   const given = DeciderSpecification.for(decider);
 *   given(opened).when(deposit(5)).then([deposited(5)]);
 *   given().when(deposit(5)).thenThrows('ACCOUNT_NOT_OPEN');
 */
export const DeciderSpecification = {
  for<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
    return (...past: Event[]) => ({
      when(command: Command) {
        const run = () => decider.decide(command, fold(decider, past));
        return {
          /** The command produces exactly these events, in this order. */
          then(expected: Event[]): void {
            expect(run()).toEqual(expected);
          },
          /** The command is accepted and changes nothing. */
          thenNothingHappened(): void {
            expect(run()).toEqual([]);
          },
          /** The command is refused with a domain error carrying `code`. */
          thenThrows(code: string): void {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            if (thrown === undefined)
              throw new Error(
                `Expected the command to be refused with ${code}, but it was accepted`,
              );
            expect(thrown).toBeInstanceOf(DomainError);
            expect((thrown as DomainError).code).toBe(code);
          },
        };
      },
    });
  },
};
