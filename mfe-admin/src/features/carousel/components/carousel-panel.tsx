import { Image } from '@festive/web-kit';
import { Table } from '../../../common/table';
import type { CarouselImage } from '@festive/contracts';
import { confirmed } from '../../../common/confirm';
import { EditableList, RowActions, type FormState } from '../../../common/editable-list';
import { ListState, Panel } from '../../../common/panel';
import { useCarouselImages, useDeleteCarouselImage } from '../api/carousel-images';
import { CarouselForm } from './carousel-form';

export type CarouselFormState = FormState<CarouselImage>;

interface CarouselPanelProps {
  formState: CarouselFormState;
  onFormStateChange(state: CarouselFormState): void;
  onReturnToDashboard(): void;
}

/** The Carousel Images tab: the form when open and the list of managed hero images. */
export function CarouselPanel({ formState, onFormStateChange, onReturnToDashboard }: CarouselPanelProps) {
  const images = useCarouselImages();
  const remove = useDeleteCarouselImage();
  const list = images.data ?? [];

  return (
    <EditableList
      formState={formState}
      onFormStateChange={onFormStateChange}
      onReturnToDashboard={onReturnToDashboard}
      addLabel="Add Carousel Image"
      addTestId="add-carousel-image-button"
      form={(props) => <CarouselForm {...props} />}
    >
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
                      <RowActions
                        name={image.title || 'carousel image'}
                        onEdit={() => onFormStateChange({ open: true, editing: image })}
                        onDelete={() => {
                          if (confirmed('Are you sure you want to delete this carousel image?'))
                            remove.mutate(image.id);
                        }}
                        testIds={{
                          edit: 'edit-carousel-image-button',
                          delete: 'delete-carousel-image-button',
                        }}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListState>
      </Panel>
    </EditableList>
  );
}
