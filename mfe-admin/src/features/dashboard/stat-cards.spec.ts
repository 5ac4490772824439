import { statCards } from './stat-cards';

describe('dashboard stat cards', () => {
  const stats = {
    totalProducts: 42,
    totalRevenue: '123456.50',
    totalOrders: 7,
    revenueGrowth: 12.5,
    pendingReturnRequests: 1,
    cartItemsCount: 3,
    unavailable: [],
  };

  it('titles, values and captions in spec order', () => {
    expect(statCards(stats).map((card) => [card.title, card.value, card.caption])).toEqual([
      ['Total Products', '42', 'Products in inventory'],
      ['Total Revenue', '₹1,23,457', 'All-time revenue'],
      ['Orders', '7', 'Total orders placed'],
      ['Growth', '+12.5%', 'Last 30 days'],
      ['Return Requests', '1', 'Pending returns'],
      ['Cart Items', '3', 'Items in customer carts'],
    ]);
    expect(statCards(stats)[1]?.note).toEqual({ text: '↑ 12.5% from last period', tone: 'up' });
  });

  it('growth is green at zero and red below', () => {
    expect(statCards({ ...stats, revenueGrowth: 0 })[3]).toMatchObject({ value: '+0%', tone: 'up' });
    expect(statCards({ ...stats, revenueGrowth: -4 })[3]).toMatchObject({ value: '-4%', tone: 'down' });
    expect(statCards({ ...stats, revenueGrowth: -4 })[1]?.note?.text).toBe('↓ 4% from last period');
  });

  it('a figure whose service is unreachable shows a dash and says so', () => {
    const cards = statCards({ ...stats, totalOrders: null, revenueGrowth: null, unavailable: ['orders'] });
    expect(cards[2]).toMatchObject({ value: '—', unavailable: true });
    expect(cards[0]?.unavailable).toBeUndefined();
    expect(statCards({ ...stats, revenueGrowth: null })[1]?.note).toBeUndefined();
  });
});
