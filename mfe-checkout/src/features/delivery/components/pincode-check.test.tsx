import { screen } from '@testing-library/react';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import { useServiceability } from '../../../common/serviceability/api/get-serviceability';
import { PincodeCheck } from './pincode-check';

/** The pincode check as the delivery page wires it. */
function Checked({ pincode }: { pincode: string }) {
  const check = useServiceability(pincode);
  return (
    <PincodeCheck
      pincode={pincode}
      loading={check.isFetching && !check.data}
      failed={check.isError}
      answer={check.data}
    />
  );
}

describe('PincodeCheck', () => {
  it('says how long to wait, in the service’s words, when checks are limited (429)', async () => {
    stubFetch({
      'GET /api/shipping/serviceability/411001': json(
        { message: 'Too many pincode checks. Please try again in 9 minutes' },
        429,
      ),
    });
    await renderWithShop(<Checked pincode="411001" />);
    const note = await screen.findByText(
      'Too many pincode checks. Please try again in 9 minutes. You can still continue.',
    );
    expect(note).toHaveAttribute('data-state', 'limited');
  });

  it('keeps the plain note when the check failed otherwise', async () => {
    stubFetch({ 'GET /api/shipping/serviceability/411001': json({ message: 'courier down' }, 503) });
    await renderWithShop(<Checked pincode="411001" />);
    expect(
      await screen.findByText('We could not check delivery to 411001 right now. You can still continue.'),
    ).toHaveAttribute('data-state', 'unchecked');
  });
});
