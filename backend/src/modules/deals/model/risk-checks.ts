import { HIGH_RENEWAL_USD, type RenewalPrice, renewalPriceOf } from '../../listings';
import { DAY_MS, dayOf, daysUntil, type NameRecord, TRANSFER_LOCK_DAYS } from './name-record';

export const RISK_CHECK_CODES = [
  'ownership',
  'expiry',
  'renewal_price',
  'recent_transfer',
  'new_registration',
  'registry_status',
] as const;
export type RiskCheckCode = (typeof RISK_CHECK_CODES)[number];

/** `red`: a reason to stop and ask before paying; `amber`: worth knowing; `unknown`: not read. */
export const RISK_LEVELS = ['ok', 'amber', 'red', 'unknown'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface RiskCheck {
  code: RiskCheckCode;
  level: RiskLevel;
  message: string;
}

/** An expiry this close means the seller renews before the transfer or the name may lapse. */
const EXPIRY_RED_DAYS = 30;
const EXPIRY_AMBER_DAYS = 90;
const DELETING = ['pending delete', 'redemption period'];
const HELD = ['client hold', 'server hold'];

function ownership(name: NameRecord): RiskCheck {
  return name.verifiedAt
    ? {
        code: 'ownership',
        level: 'ok',
        message: `The seller proved control of ${name.domainName} with a DNS record, first on ${dayOf(name.verifiedAt)}.`,
      }
    : {
        code: 'ownership',
        level: 'red',
        message: `The seller has not proved control of ${name.domainName} with a DNS record: ask them to verify the listing before you pay.`,
      };
}

function expiry(name: NameRecord, now: Date): RiskCheck {
  if (!name.expiresAt) {
    return {
      code: 'expiry',
      level: 'unknown',
      message: 'The expiry date is unknown: the registry’s RDAP record has not been read.',
    };
  }
  const days = daysUntil(name.expiresAt, now);
  const on = dayOf(name.expiresAt);
  if (days < 0) {
    return {
      code: 'expiry',
      level: 'red',
      message: `The registration expired on ${on}: the seller must renew it before anything else.`,
    };
  }
  if (days < EXPIRY_RED_DAYS) {
    return {
      code: 'expiry',
      level: 'red',
      message: `The registration expires on ${on}, in ${days} days: the seller should renew it before the transfer, or it may lapse on the way.`,
    };
  }
  return {
    code: 'expiry',
    level: days < EXPIRY_AMBER_DAYS ? 'amber' : 'ok',
    message: `The registration runs until ${on}, ${days} days from now.`,
  };
}

function renewal(name: NameRecord, price: RenewalPrice | null): RiskCheck {
  if (!price) {
    return {
      code: 'renewal_price',
      level: 'unknown',
      message: name.registrarOfRecord
        ? `The renewal price of ${name.extension} at ${name.registrarOfRecord} is not in our price table: check it there before you pay.`
        : 'The renewal price is unknown: the registrar of record has not been read.',
    };
  }
  const usd = price.usd.toFixed(2);
  const text = `Renews at about $${usd} a year at ${price.registrar} (its price list of ${price.listed}).`;
  return price.usd > HIGH_RENEWAL_USD
    ? {
        code: 'renewal_price',
        level: 'amber',
        message: `${text} That is more than most names cost to keep: count it in the price.`,
      }
    : { code: 'renewal_price', level: 'ok', message: text };
}

function recentTransfer(name: NameRecord, now: Date): RiskCheck {
  const since = new Date(now.getTime() - TRANSFER_LOCK_DAYS * DAY_MS);
  if (name.transferredAt && name.transferredAt > since) {
    return {
      code: 'recent_transfer',
      level: 'red',
      message: `The name moved to its registrar on ${dayOf(name.transferredAt)}, less than ${TRANSFER_LOCK_DAYS} days ago. Stolen names are sold soon after such a move: ask the seller how they got it.`,
    };
  }
  if (!name.registeredAt && !name.transferredAt) {
    return {
      code: 'recent_transfer',
      level: 'unknown',
      message: 'The registry’s record of transfers has not been read.',
    };
  }
  return {
    code: 'recent_transfer',
    level: 'ok',
    message: `No change of registrar in the last ${TRANSFER_LOCK_DAYS} days.`,
  };
}

function newRegistration(name: NameRecord, now: Date): RiskCheck {
  if (!name.registeredAt) {
    return {
      code: 'new_registration',
      level: 'unknown',
      message: 'The registration date is unknown.',
    };
  }
  const age = -daysUntil(name.registeredAt, now);
  if (age < TRANSFER_LOCK_DAYS) {
    return {
      code: 'new_registration',
      level: 'red',
      message: `The name was registered on ${dayOf(name.registeredAt)}, ${age} days ago: it cannot move to another registrar before ${TRANSFER_LOCK_DAYS} days, and a name resold this soon deserves a question.`,
    };
  }
  return {
    code: 'new_registration',
    level: 'ok',
    message: `Registered on ${dayOf(name.registeredAt)}.`,
  };
}

function registryStatus(name: NameRecord): RiskCheck {
  const deleting = name.statuses.find((status) => DELETING.includes(status));
  if (deleting) {
    return {
      code: 'registry_status',
      level: 'red',
      message: `The registry shows the name as “${deleting}”: it is being deleted and cannot be transferred.`,
    };
  }
  const held = name.statuses.find((status) => HELD.includes(status));
  if (held) {
    return {
      code: 'registry_status',
      level: 'red',
      message: `The registry shows the name on “${held}”: it does not resolve, and a hold often means a dispute or unpaid fees.`,
    };
  }
  if (!name.lastCheckedAt) {
    return {
      code: 'registry_status',
      level: 'unknown',
      message: 'The name’s registry status has not been read yet.',
    };
  }
  return {
    code: 'registry_status',
    level: 'ok',
    message: 'Nothing in the registry’s statuses stands in the way of a transfer.',
  };
}

/**
 * What a buyer should know before paying for the name: each check with its level and what it
 * means, red ones first; every flag is shown, none hidden.
 */
export function riskChecksOf(name: NameRecord, now: Date): RiskCheck[] {
  const price = renewalPriceOf(name.registrarOfRecord, name.extension);
  const checks = [
    ownership(name),
    registryStatus(name),
    recentTransfer(name, now),
    newRegistration(name, now),
    expiry(name, now),
    renewal(name, price),
  ];
  const order: Record<RiskLevel, number> = { red: 0, amber: 1, unknown: 2, ok: 3 };
  return checks.sort((a, b) => order[a.level] - order[b.level]);
}
