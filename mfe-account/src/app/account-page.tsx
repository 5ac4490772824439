import { lazy, Suspense, type ReactNode } from 'react';
import {
  Box,
  Center,
  Heading,
  Navigate,
  Spinner,
  useNavigate,
  useSearchParams,
  useSession,
} from '@festive/web-kit';
import { ACCOUNT_PAGE_HEADING, ACCOUNT_TABS, type AccountTab, accountTabPath } from '@festive/contracts';
import { Tabs } from '@festive/web-kit/controls';
import { ProfileTab } from '../features/profile/components/profile-tab';

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

/** Every tab's label, in the order the tabs are shown (ACCOUNT_TABS in contracts). */
const TAB_LABELS: Record<AccountTab, string> = {
  profile: 'Profile',
  orders: 'My Orders',
  addresses: 'Addresses',
  help: 'Help',
};

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

  if (session.isPending) {
    return (
      <Center py="20" data-testid="account-loading">
        <Spinner size="lg" color="saffron.600" role="status" aria-label="Loading your account" />
      </Center>
    );
  }
  const user = session.data?.loggedIn ? session.data.user : null;
  if (!user) return <Navigate to="/" replace />;

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
      <Tabs.Root
        value={tab}
        // The tab lives in the URL (?tab=), so a tab can be linked to and Back returns to the last one.
        onValueChange={({ value }) => isTab(value) && navigate(accountTabPath(value))}
        colorPalette="maroon"
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" scrollbar="hidden" data-testid="account-tabs">
          {ACCOUNT_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              fontWeight="semibold"
              whiteSpace="nowrap"
              data-testid={`account-tab-${value}`}
            >
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="6">
          <Tabs.Content value="profile">
            <ProfileTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <TabLoading>
              <OrdersTab />
            </TabLoading>
          </Tabs.Content>
          <Tabs.Content value="addresses">
            <TabLoading>
              <AddressesTab />
            </TabLoading>
          </Tabs.Content>
          <Tabs.Content value="help">
            <TabLoading>
              <HelpTab />
            </TabLoading>
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Box>
  );
}
