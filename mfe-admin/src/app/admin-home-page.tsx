import { useState } from 'react';
import { Box, Button, Flex, Heading, Navigate, Text, useSearchParams } from '@festive/web-kit';
import { Tabs } from '@festive/web-kit/controls';
import { useAdminLogout } from '../common/admin-session/api/admin-logout';
import { useAdminStatus } from '../common/admin-session/api/admin-status';
import { AdminFrame } from '../common/admin-session/components/admin-frame';
import { CarouselPanel, type CarouselFormState } from '../features/carousel/components/carousel-panel';
import { StatsPanel } from '../features/dashboard/components/stats-panel';
import { OrdersPanel } from '../features/orders/components/orders-panel';
import { ProductsPanel, type ProductFormState } from '../features/products/components/products-panel';
import { ReturnsPanel } from '../features/returns/components/returns-panel';

const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'products', label: 'Products' },
  { value: 'orders', label: 'Orders' },
  { value: 'returns', label: 'Returns' },
  { value: 'carousel', label: 'Carousel Images' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /admin: only 'Loading...' while the admin status loads; a non-admin goes to
 * /admin/login. Five tabs, Dashboard first; the open tab is kept in `?tab=` so a reload stays.
 */
export function AdminHomePage() {
  const status = useAdminStatus();
  const logout = useAdminLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'dashboard';
  const [productForm, setProductForm] = useState<ProductFormState>({ open: false });
  const [carouselForm, setCarouselForm] = useState<CarouselFormState>({ open: false });
  const show = (value: TabValue) => setParams(value === 'dashboard' ? {} : { tab: value });

  if (status.isPending) return <Text p="8">Loading...</Text>;
  if (!status.data?.isAdmin) return <Navigate to="/admin/login" replace />;

  return (
    <AdminFrame
      actions={
        <Button
          size="sm"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.500"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => logout.mutate()}
          loading={logout.isPending}
          data-testid="admin-logout-button"
        >
          Logout
        </Button>
      }
    >
      <Box data-testid="admin-dashboard">
        <Flex direction="column" gap="1" mb="6">
          <Heading as="h1" size="2xl" color="maroon.800">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted">Manage your product catalog and carousel</Text>
        </Flex>
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => show(value as TabValue)}
          colorPalette="maroon"
          variant="line"
          lazyMount
        >
          {/* On a phone the five tabs wrap onto two rows: none hides off the edge. */}
          <Tabs.List flexWrap={{ base: 'wrap', md: 'nowrap' }} data-testid="admin-tabs">
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                fontWeight="semibold"
                whiteSpace="nowrap"
                flexShrink={0}
                px={{ base: '3', md: '4' }}
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="6">
            <Tabs.Content value="dashboard">
              <StatsPanel
                onAddProduct={() => {
                  setProductForm({ open: true, editing: null });
                  show('products');
                }}
                onViewOrders={() => show('orders')}
                onManageCarousel={() => show('carousel')}
              />
            </Tabs.Content>
            <Tabs.Content value="products">
              <ProductsPanel
                formState={productForm}
                onFormStateChange={setProductForm}
                onReturnToDashboard={() => show('dashboard')}
              />
            </Tabs.Content>
            <Tabs.Content value="orders">
              <OrdersPanel />
            </Tabs.Content>
            <Tabs.Content value="returns">
              <ReturnsPanel />
            </Tabs.Content>
            <Tabs.Content value="carousel">
              <CarouselPanel
                formState={carouselForm}
                onFormStateChange={setCarouselForm}
                onReturnToDashboard={() => show('dashboard')}
              />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Box>
    </AdminFrame>
  );
}
