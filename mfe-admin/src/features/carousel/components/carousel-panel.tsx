import { Button, HStack, IconButton, Image, Stack } from '@festive/web-kit';
import { Table } from '../../../common/table';
import type { CarouselImage } from '@festive/contracts';
import { confirmed } from '../../../common/confirm';
import { DeleteIcon, EditIcon } from '../../../common/icons';
import { ListState, Panel } from '../../../common/panel';
import { useCarouselImages, useDeleteCarouselImage } from '../api/carousel-images';
import { CarouselForm } from './carousel-form';

export type CarouselFormState = { open: false } | { open: true; editing: CarouselImage | null };

interface CarouselPanelProps {
  formState: CarouselFormState;
  onFormStateChange(state: CarouselFormState): void;
  onReturnToDashboard(): void;
}

/** The Carousel Images tab: the form when open and the list of managed hero images. */
export function CarouselPanel({ formState, onFormStateChange, onReturnToDashboard }: CarouselPanelProps) {
  const images = useCarouselImages();
  const remove = useDeleteCarouselImage();
  const close = () => onFormStateChange({ open: false });
  const list = images.data ?? [];

  return (
    <Stack gap="6">
      {formState.open ? (
        <CarouselForm
          key={formState.editing?.id ?? 'new'}
          editing={formState.editing}
          onClose={close}
          onReturnToDashboard={() => {
            close();
            onReturnToDashboard();
          }}
        />
      ) : (
        <Button
          alignSelf="flex-start"
          colorPalette="maroon"
          onClick={() => onFormStateChange({ open: true, editing: null })}
          data-testid="add-carousel-image-button"
        >
          Add Carousel Image
        </Button>
      )}
      <Panel title="Carousel Images" testId="carousel-images">
        <ListState
          loading={images.isPending}
          error={images.isError}
          onRetry={() => void images.refetch()}
          empty={list.length === 0}
          emptyText="No carousel images yet. Add one to get started."
          label="carousel images"
        >
          <Table.ScrollArea>
            <Table.Root data-testid="carousel-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Preview</Table.ColumnHeader>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader>Size</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Order</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((image) => (
                  <Table.Row key={image.id} data-testid="carousel-row" data-carousel-id={image.id}>
                    <Table.Cell>
                      <Image
                        src={image.image}
                        alt={image.title ?? 'Carousel image'}
                        width="96px"
                        height="40px"
                        objectFit="cover"
                        borderRadius="sm"
                        loading="lazy"
                      />
                    </Table.Cell>
                    <Table.Cell>{image.title || '-'}</Table.Cell>
                    <Table.Cell>
                      {image.imageWidth} × {image.imageHeight}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{image.order}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={`Edit ${image.title || 'carousel image'}`}
                          onClick={() => onFormStateChange({ open: true, editing: image })}
                          data-testid="edit-carousel-image-button"
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Delete ${image.title || 'carousel image'}`}
                          onClick={() => {
                            if (confirmed('Are you sure you want to delete this carousel image?'))
                              remove.mutate(image.id);
                          }}
                          data-testid="delete-carousel-image-button"
                        >
                          <DeleteIcon />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListState>
      </Panel>
    </Stack>
  );
}
