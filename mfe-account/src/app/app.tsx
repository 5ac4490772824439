import { ACCOUNT_PAGE_PATH } from '@festive/contracts';
import { Text, useLocation } from '@festive/web-kit';
import { AccountPage } from './account-page';

/** The exposed `./app`: the customer account at /account. */
export default function App() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') === ACCOUNT_PAGE_PATH) return <AccountPage />;
  return (
    <Text p="8" textAlign="center" color="fg.muted">
      The account area has no page at {pathname}.
    </Text>
  );
}
