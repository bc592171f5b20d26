import { STAND_IN_CONTROL_URL } from './stand-in-addresses';

async function put(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${STAND_IN_CONTROL_URL}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 204) {
    throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  }
}

/** The DNS stand-in answers these TXT records for `host` from now on. */
export function setTxt(host: string, values: string[]): Promise<void> {
  return put(`/dns/txt/${encodeURIComponent(host)}`, { values });
}

/** The RDAP stand-in describes `name` so from now on (its TLD must be RDAP_TLD). */
export function setRegistration(
  name: string,
  registration: { registrar: string; expiresAt: Date; statuses: string[] },
): Promise<void> {
  return put(`/rdap/domain/${encodeURIComponent(name)}`, {
    ...registration,
    expiresAt: registration.expiresAt.toISOString(),
  });
}

/** Escrow.com moves the name's transaction on a step; answers its id, for the app's webhook. */
export async function escrowStep(
  name: string,
  step: 'secure' | 'ship' | 'accept' | 'disburse',
): Promise<number> {
  const response = await fetch(
    `${STAND_IN_CONTROL_URL}/escrow/${encodeURIComponent(name)}/${step}`,
    { method: 'POST' },
  );
  if (response.status !== 200) {
    throw new Error(`POST escrow ${step} of ${name}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { id: number }).id;
}
