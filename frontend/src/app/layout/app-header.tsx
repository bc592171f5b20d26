import { Anchor, Box, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import {
  API_LINK,
  AUDIT_LINK,
  BILLING_LINK,
  type NavLink,
  PUBLIC_LINKS,
  SIGNED_IN_LINKS,
} from './nav-links';
import { PlanBadge, ProStatusBadge } from './plan-badge';

function Links({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <Anchor
      key={link.to}
      component={RouterNavLink}
      to={link.to}
      end={link.to === '/'}
      c="dark"
      fw={500}
      underline="hover"
      onClick={onNavigate}
      style={{ whiteSpace: 'nowrap' }}
    >
      {link.label}
    </Anchor>
  ));
}

/** `inline`: in the header's row, where the Pro status badge shows only on wide screens. */
function AccountActions({
  onNavigate,
  inline = false,
}: {
  onNavigate?: () => void;
  inline?: boolean;
}) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  if (!user) {
    return (
      <>
        <Button component={Link} to="/login" variant="subtle" onClick={onNavigate}>
          Sign In
        </Button>
        <Button component={Link} to="/signup" onClick={onNavigate}>
          Get Started
        </Button>
      </>
    );
  }

  const handleSignOut = async () => {
    onNavigate?.();
    // Leave the page (committed at once) before forgetting the session, so a protected page does
    // not redirect to /login on the way out.
    await navigate('/', { flushSync: true });
    await signOut();
  };

  return (
    <>
      <Links
        links={user.role === 'auditor' ? [...SIGNED_IN_LINKS, AUDIT_LINK] : SIGNED_IN_LINKS}
        onNavigate={onNavigate}
      />
      <PlanBadge />
      <ProStatusBadge visibleFrom={inline ? 'xl' : undefined} />
      <Links links={[BILLING_LINK, API_LINK]} onNavigate={onNavigate} />
      <Button
        variant="default"
        size="sm"
        onClick={() => void handleSignOut()}
        style={{ flexShrink: 0 }}
      >
        Sign Out
      </Button>
    </>
  );
}

/**
 * The drawer (with its scroll area, focus trap and positioning library) loads when the menu is
 * first opened, not with every page (npm run bench -- frontend: the first load of / was over
 * 180 KB of gzipped JavaScript with it).
 */
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export function AppHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" c="indigo.7">
        <Text fw={800} size="lg">
          DomainLiquidate
        </Text>
      </Anchor>

      <Group component="nav" aria-label="Main" gap="sm" visibleFrom="lg" wrap="nowrap">
        <Links links={PUBLIC_LINKS} />
        <AccountActions inline />
      </Group>

      <Burger
        opened={menuOpened}
        onClick={toggleMenu}
        hiddenFrom="lg"
        size="sm"
        aria-label="Toggle navigation"
      />
      {menuUsed && (
        <Suspense>
          <MobileMenu opened={menuOpened} onClose={menu.close}>
            <Box component="nav" aria-label="Mobile">
              <Stack gap="md" align="flex-start">
                <Links links={PUBLIC_LINKS} onNavigate={menu.close} />
                <AccountActions onNavigate={menu.close} />
              </Stack>
            </Box>
          </MobileMenu>
        </Suspense>
      )}
    </Group>
  );
}
