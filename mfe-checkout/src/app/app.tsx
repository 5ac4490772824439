import { Text, useLocation } from '@festive/web-kit';
import { DeliveryDetailsPage } from '../features/delivery/components/delivery-details-page';
import { OrderSuccessPage } from '../features/payment/order-success/components/order-success-page';
import { PaymentPage } from '../features/payment/components/payment-page';
import { VerifyOtpPage } from '../features/verification/components/verify-otp-page';

const PAGES = {
  '/delivery-details': DeliveryDetailsPage,
  '/verify-otp': VerifyOtpPage,
  '/payment': PaymentPage,
  '/order-success': OrderSuccessPage,
} as const;

/** The exposed `./app`: the four checkout steps, chosen from the path. */
export default function App() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/$/, '') as keyof typeof PAGES];
  if (Page) return <Page />;
  return (
    <Text p="8" textAlign="center" color="fg.muted">
      Checkout has no page at {pathname}.
    </Text>
  );
}
