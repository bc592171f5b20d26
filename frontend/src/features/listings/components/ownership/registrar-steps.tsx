import { Code, List, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DnsRecordToPublish } from '../../api/listing-ownership';
import { DNS_HOSTS, type DnsHost, dnsHostOf } from './ownership-text';

/** The host label a DNS host's form wants: most add the name themselves after what is typed. */
function hostLabel(record: DnsRecordToPublish, name: string): string {
  return record.host.endsWith(`.${name}`) ? record.host.slice(0, -name.length - 1) : record.host;
}

/**
 * Where each DNS host keeps its TXT records, in 3 to 5 steps. The words follow each one's own
 * screens; "Other" covers a name whose DNS is elsewhere (Cloudflare, a web host).
 */
function steps(host: DnsHost, label: ReactNode, value: ReactNode): ReactNode[] {
  switch (host) {
    case 'GoDaddy':
      return [
        <>Sign in to GoDaddy and open your Domain Portfolio.</>,
        <>Select the name, then DNS, then Add New Record.</>,
        <>
          Choose Type TXT; enter {label} as the Name and {value} as the Value; keep TTL at 1 hour.
        </>,
        <>Save, then press Check now here.</>,
      ];
    case 'Namecheap':
      return [
        <>Open Domain List and press Manage beside the name.</>,
        <>On the Advanced DNS tab, press Add New Record and choose TXT Record.</>,
        <>
          Enter {label} as the Host and {value} as the Value; keep TTL at Automatic.
        </>,
        <>Save it with the check mark, then press Check now here.</>,
      ];
    case 'Network Solutions':
      return [
        <>Sign in to your Account Manager and open My Domain Names.</>,
        <>Select the name, then Manage, then Advanced DNS Records.</>,
        <>
          Under TXT Records, add one with {label} as the Host and {value} as the Text; TTL 3600.
        </>,
        <>Save Changes, then press Check now here.</>,
      ];
    case 'Dynadot':
      return [
        <>Open My Domains, then Manage Domains, and select the name.</>,
        <>Open its DNS Settings (Dynadot DNS).</>,
        <>
          Under Subdomain Records, add {label} with Record Type TXT and {value} as the Value.
        </>,
        <>Save DNS, then press Check now here.</>,
      ];
    case 'Other':
      return [
        <>
          Open the DNS settings where the name&apos;s DNS is hosted: its registrar, Cloudflare or
          your web host.
        </>,
        <>
          Add a TXT record with {label} as the host or name (some hosts want the whole host shown
          above).
        </>,
        <>Paste {value} as the value; keep the TTL at 3600 seconds or the default.</>,
        <>Save, then press Check now here.</>,
      ];
  }
}

/** How to publish the ownership record at each DNS host, the listing's registrar first shown. */
export function RegistrarSteps({
  record,
  name,
  registrar,
}: {
  record: DnsRecordToPublish;
  name: string;
  registrar: string;
}) {
  const label = <Code>{hostLabel(record, name)}</Code>;
  const value = <Code style={{ overflowWrap: 'anywhere' }}>{record.value}</Code>;
  return (
    <Tabs defaultValue={dnsHostOf(registrar)} keepMounted={false}>
      <Tabs.List aria-label="Where your DNS is hosted">
        {DNS_HOSTS.map((host) => (
          <Tabs.Tab key={host} value={host}>
            {host}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DNS_HOSTS.map((host) => (
        <Tabs.Panel key={host} value={host} pt="sm">
          <List type="ordered" spacing={4} size="sm">
            {steps(host, label, value).map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="xs">
            DNS changes can take up to an hour to show.
          </Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
