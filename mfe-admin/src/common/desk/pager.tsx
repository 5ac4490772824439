import { ORDER_DESK_PAGE_SIZE } from '@festive/contracts';
import { Button, Flex, Text } from '@festive/web-kit';

/**
 * "Showing 21–40 of 57" with Previous and Next, for a list paged on the server: `answer` is the
 * page the server sent (nothing is shown before it has come, or when the list is empty).
 */
export function Pager({
  answer,
  shown,
  onPage,
  label,
}: {
  answer: { page: number; pageSize: number; total: number } | undefined;
  /** Rows on this page. */
  shown: number;
  onPage(page: number): void;
  label: string;
}) {
  if (!answer || answer.total === 0) return null;
  const { page, total } = answer;
  const pageSize = answer.pageSize || ORDER_DESK_PAGE_SIZE;
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex
      as="nav"
      aria-label={`${label} pages`}
      align="center"
      justify="space-between"
      gap="3"
      mt="4"
      wrap="wrap"
    >
      <Text fontSize="sm" color="fg.muted" data-testid="pager-summary">
        {shown > 0 ? `Showing ${first}–${last} of ${total}` : `Nothing on page ${page} of ${lastPage}`}
      </Text>
      <Flex gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, lastPage))}
        >
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
