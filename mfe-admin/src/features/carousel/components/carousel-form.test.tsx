import { screen } from '@testing-library/react';
import { CAROUSEL_SIZE_HINT, type CarouselImage } from '@festive/contracts';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { CarouselForm } from './carousel-form';

const banner: CarouselImage = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  image: '/objects/uploads/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Diwali Lights Sale',
  description: null,
  imageWidth: 1920,
  imageHeight: 600,
  order: 2,
  buttonText: 'Shop Now',
  buttonLink: '/delivery-details',
  buttonType: null,
};

async function openForm(editing: CarouselImage | null, routes: Record<string, StubAnswer> = {}) {
  const onClose = jest.fn();
  const onReturnToDashboard = jest.fn();
  const network = stubFetch(routes);
  const view = await renderWithShop(
    <CarouselForm editing={editing} onClose={onClose} onReturnToDashboard={onReturnToDashboard} />,
  );
  return { ...view, network, onClose, onReturnToDashboard };
}

const input = (name: string) => screen.getByLabelText(name);

describe('CarouselForm', () => {
  it('gives the size hint, order 0 and the usual sizes as placeholders', async () => {
    await openForm(null);
    expect(screen.getByRole('heading', { name: 'Add Carousel Image' })).toBeInTheDocument();
    expect(screen.getByText(CAROUSEL_SIZE_HINT)).toBeInTheDocument();
    expect(input('Display Order')).toHaveValue(0);
    expect(input('Image Width (px)')).toHaveAttribute('placeholder', '1920');
    expect(input('Image Width (px)')).toHaveValue(null);
    expect(input('Image Height (px)')).toHaveAttribute('placeholder', '600');
    expect(screen.getByRole('button', { name: 'Add Image' })).toBeInTheDocument();
  });

  it('asks for an image to be uploaded (no URL here) and sends nothing without one', async () => {
    const { user, network } = await openForm(null);
    expect(screen.queryByRole('textbox', { name: 'Image URL' })).not.toBeInTheDocument();
    await user.type(input('Title (optional)'), 'Holi Colours');
    await user.click(screen.getByTestId('carousel-submit-button'));
    expect(screen.getByText('Add an image: upload one.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('fills in the image being edited', async () => {
    await openForm(banner);
    expect(screen.getByRole('heading', { name: 'Edit Carousel Image' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      banner.image,
    );
    expect(input('Title (optional)')).toHaveValue('Diwali Lights Sale');
    expect(input('Display Order')).toHaveValue(2);
    expect(input('Image Width (px)')).toHaveValue(1920);
    expect(input('Button Text')).toHaveValue('Shop Now');
    expect(screen.getByRole('button', { name: 'Update Image' })).toBeInTheDocument();
  });

  it('saves with PUT: numbers as integers (blank is 0), blank texts left out, then closes', async () => {
    const { user, network, onClose } = await openForm(banner, {
      [`PUT /api/admin/carousel-images/${banner.id}`]: json(banner),
    });
    await user.clear(input('Title (optional)'));
    await user.type(input('Title (optional)'), '  ');
    await user.clear(input('Display Order'));
    await user.clear(input('Image Height (px)'));
    await user.type(input('Image Height (px)'), '400');
    await user.click(screen.getByTestId('carousel-submit-button'));
    expect(await screen.findByText('Carousel image updated successfully!')).toBeInTheDocument();
    expect(network.requestsTo(`PUT /api/admin/carousel-images/${banner.id}`)[0]?.body).toEqual({
      image: banner.image,
      imageWidth: 1920,
      imageHeight: 400,
      order: 0,
      buttonText: 'Shop Now',
      buttonLink: '/delivery-details',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the form open with the service's reason when the save fails", async () => {
    const { user, onClose } = await openForm(banner, {
      [`PUT /api/admin/carousel-images/${banner.id}`]: json({ message: 'buttonLink is not a link' }, 400),
    });
    await user.click(screen.getByTestId('carousel-submit-button'));
    expect(await screen.findByText('Failed to update carousel image')).toBeInTheDocument();
    expect(screen.getByText('buttonLink is not a link')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
