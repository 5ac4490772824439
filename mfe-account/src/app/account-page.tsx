import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Box,
  Center,
  chakra,
  Heading,
  Navigate,
  Spinner,
  useNavigate,
  useSearchParams,
  useSession,
} from '@festive/web-kit';
import { ACCOUNT_PAGE_HEADING, ACCOUNT_TABS, type AccountTab, accountTabPath } from '@festive/contracts';
import { ProfileTab } from '../features/profile/components/profile-tab';
import { tabPanelId, tabTriggerId } from './tabs/account-tabs';
import { AccountTabListEntry } from './tabs/account-tab-list-entry';
import { TAB_PANEL } from './tabs/stand-in-look';

// The other tabs load when first opened: /account opens on the profile, and their code (orders
// with their dialogs, addresses, the support chat) is most of this remote.
const OrdersTab = lazy(() =>
  import('../features/orders/components/orders-tab').then((module) => ({ default: module.OrdersTab })),
);
const AddressesTab = lazy(() =>
  import('../features/addresses/components/addresses-tab').then((module) => ({
    default: module.AddressesTab,
  })),
);
const HelpTab = lazy(() =>
  import('../features/help/components/help-tab').then((module) => ({ default: module.HelpTab })),
);

function TabLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="12" data-testid="account-tab-loading">
          <Spinner size="lg" color="saffron.600" role="status" aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

function isTab(value: string | null): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab === value);
}

/** /account?tab=profile|orders|addresses|help; anonymous visitors go to /. */
export function AccountPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const tab: AccountTab = isTab(requested) ? requested : 'profile';
  // A tab's panel is drawn once opened and then kept (hidden while another is shown), so coming
  // back to the support chat or a half-read order list finds it as it was.
  const [opened, setOpened] = useState<ReadonlySet<AccountTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  if (session.isPending) {
    return (
      <Center py="20" data-testid="account-loading">
        <Spinner size="lg" color="saffron.600" role="status" aria-label="Loading your account" />
      </Center>
    );
  }
  const user = session.data?.loggedIn ? session.data.user : null;
  if (!user) return <Navigate to="/" replace />;

  const panels: Record<AccountTab, ReactNode> = {
    profile: <ProfileTab user={user} />,
    orders: (
      <TabLoading>
        <OrdersTab />
      </TabLoading>
    ),
    addresses: (
      <TabLoading>
        <AddressesTab />
      </TabLoading>
    ),
    help: (
      <TabLoading>
        <HelpTab />
      </TabLoading>
    ),
  };

  return (
    <Box
      maxW="5xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
      data-testid="account-page"
    >
      <Heading as="h1" size="2xl" color="maroon.800" mb="6">
        {ACCOUNT_PAGE_HEADING}
      </Heading>
      <Box position="relative" colorPalette="maroon">
        {/* The tab lives in the URL (?tab=), so a tab can be linked to and Back returns to the last one. */}
        <AccountTabListEntry tab={tab} onSelect={(chosen) => navigate(accountTabPath(chosen))} />
        <Box pt="6">
          {ACCOUNT_TABS.filter((value) => opened.has(value)).map((value) => (
            <chakra.div
              key={value}
              role="tabpanel"
              id={tabPanelId(value)}
              aria-labelledby={tabTriggerId(value)}
              hidden={value !== tab}
              tabIndex={0}
              data-orientation="horizontal"
              css={TAB_PANEL}
            >
              {panels[value]}
            </chakra.div>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
