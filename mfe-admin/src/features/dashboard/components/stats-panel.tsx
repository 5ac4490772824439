import { Box, Button, Center, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@festive/web-kit';
import { useDashboardStats } from '../api/dashboard-stats';
import { statCards, type StatCard } from '../stat-cards';

function Card({ card }: { card: StatCard }) {
  const toneColor = card.tone === 'down' ? 'fg.error' : card.tone === 'up' ? 'fg.success' : 'maroon.800';
  return (
    <Stack
      gap="1"
      p="5"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="saffron.200"
      boxShadow="xs"
      data-testid="stat-card"
      data-title={card.title}
    >
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {card.title}
      </Text>
      <Text
        fontSize="3xl"
        fontWeight="bold"
        color={card.unavailable ? 'fg.muted' : toneColor}
        data-testid="stat-value"
      >
        {card.value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {card.caption}
      </Text>
      {card.note && (
        <Text fontSize="sm" color={card.note.tone === 'up' ? 'fg.success' : 'fg.error'}>
          {card.note.text}
        </Text>
      )}
      {card.unavailable && (
        <Text fontSize="sm" color="fg.warning" role="status">
          Currently unavailable: the service behind this figure is not answering.
        </Text>
      )}
    </Stack>
  );
}

export interface QuickActionHandlers {
  onAddProduct(): void;
  onViewOrders(): void;
  onManageCarousel(): void;
}

/** Quick Actions. They take the admin to the matching tab rather than doing nothing. */
function QuickActions({ onAddProduct, onViewOrders, onManageCarousel }: QuickActionHandlers) {
  return (
    <Box bg="bg.panel" borderRadius="xl" borderWidth="1px" borderColor="saffron.200" boxShadow="xs" p="5">
      <Heading as="h2" size="md" color="maroon.800" mb="4">
        Quick Actions
      </Heading>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="maroon" onClick={onAddProduct}>
          Add Product
        </Button>
        <Button variant="outline" colorPalette="maroon" onClick={onViewOrders}>
          View Orders
        </Button>
        <Button variant="outline" colorPalette="maroon" onClick={onManageCarousel}>
          Manage Carousel
        </Button>
      </Flex>
    </Box>
  );
}

/** The Dashboard tab: the six figures and the quick actions. */
export function StatsPanel(actions: QuickActionHandlers) {
  const stats = useDashboardStats(true);
  return (
    <Stack gap="6">
      {stats.isPending ? (
        <Center py="12">
          <Spinner color="saffron.600" role="status" aria-label="Loading dashboard figures" />
        </Center>
      ) : stats.isError ? (
        <Stack align="center" py="12" gap="3" role="alert">
          <Text>The dashboard figures could not load.</Text>
          <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {statCards(stats.data).map((card) => (
            <Card key={card.title} card={card} />
          ))}
        </SimpleGrid>
      )}
      <QuickActions {...actions} />
    </Stack>
  );
}
