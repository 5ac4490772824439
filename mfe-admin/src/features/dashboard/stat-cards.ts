import type { DashboardStats } from '@festive/contracts';
import { formatPrice } from '@festive/web-kit';

export interface StatCard {
  title: string;
  value: string;
  caption: string;
  /** An extra line (revenue trend) and its tone. */
  note?: { text: string; tone: 'up' | 'down' };
  tone?: 'up' | 'down';
  /** The service that owns the figure did not answer: the card says so. */
  unavailable?: boolean;
}

const UNAVAILABLE = '—';
const count = (value: number | null) => (value === null ? UNAVAILABLE : value.toLocaleString('en-IN'));
const missing = (value: unknown) => (value === null ? { unavailable: true } : {});

/** The six stat cards of the dashboard tab, from the stats answer. */
export function statCards(stats: DashboardStats): StatCard[] {
  const growth = stats.revenueGrowth;
  const trend = growth === null ? undefined : growth >= 0 ? ('up' as const) : ('down' as const);
  return [
    {
      title: 'Total Products',
      value: count(stats.totalProducts),
      caption: 'Products in inventory',
      ...missing(stats.totalProducts),
    },
    {
      title: 'Total Revenue',
      value: stats.totalRevenue === null ? UNAVAILABLE : formatPrice(stats.totalRevenue),
      caption: 'All-time revenue',
      ...missing(stats.totalRevenue),
      note:
        growth === null || !trend
          ? undefined
          : { text: `${growth >= 0 ? '↑' : '↓'} ${Math.abs(growth)}% from last period`, tone: trend },
    },
    {
      title: 'Orders',
      value: count(stats.totalOrders),
      caption: 'Total orders placed',
      ...missing(stats.totalOrders),
    },
    {
      title: 'Growth',
      value: growth === null ? UNAVAILABLE : `${growth >= 0 ? '+' : ''}${growth}%`,
      caption: 'Last 30 days',
      tone: trend,
      ...missing(growth),
    },
    {
      title: 'Return Requests',
      value: count(stats.pendingReturnRequests),
      caption: 'Pending returns',
      ...missing(stats.pendingReturnRequests),
    },
    {
      title: 'Cart Items',
      value: count(stats.cartItemsCount),
      caption: 'Items in customer carts',
      ...missing(stats.cartItemsCount),
    },
  ];
}
