import { type CommandStream, streamOf } from '../../../platform/event-store/decider';
import { type DefaultOfferRulesSet, offerDefaultsStreamId } from './offer.events';
import { DEFAULT_OFFER_RULES, type OfferRules } from './offer-rules';

/** A seller's default rules for offers, for every listing without its own. */
export interface DefaultRulesState {
  rules: OfferRules;
}

export const initialDefaultRules = (): DefaultRulesState => ({ rules: DEFAULT_OFFER_RULES });

export function evolve(_state: DefaultRulesState, event: DefaultOfferRulesSet): DefaultRulesState {
  return { rules: event.data.rules };
}

export function decide(
  command: { sellerId: string; rules: OfferRules; now: Date },
  state: DefaultRulesState,
): DefaultOfferRulesSet[] {
  if (JSON.stringify(state.rules) === JSON.stringify(command.rules)) return [];
  return [
    {
      type: 'offers.DefaultOfferRulesSet',
      data: { sellerId: command.sellerId, rules: command.rules, setAt: command.now.toISOString() },
    },
  ];
}

export function defaultRulesStream(
  sellerId: string,
): CommandStream<DefaultRulesState, DefaultOfferRulesSet> {
  return streamOf(offerDefaultsStreamId(sellerId), { initialState: initialDefaultRules, evolve });
}
