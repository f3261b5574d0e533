import { screen, waitFor } from '@testing-library/react';
import DevicePage from '@/pages/Device';
import { getBackend } from '../msw';
import { renderPage } from './memberHelpers';

describe('/device', () => {
  it('lists unbound devices from the URL filter with bind actions and relative last-online times', async () => {
    const unbound = getBackend()
      .db.table('dataDevice')
      .all()
      .filter((d) => d.memberId == null);
    renderPage(<DevicePage />, { who: 'admin', path: '/device?bound=0' });
    await waitFor(() => expect(screen.getAllByText('Bind').length).toBe(Math.min(10, unbound.length)), {
      timeout: 20000,
    });
    expect(screen.queryByText('Unbind')).not.toBeInTheDocument();
    expect(screen.getByText(unbound[0].sn as string)).toBeInTheDocument();
    expect(screen.getAllByText(/ago$/).length).toBeGreaterThan(0);
  });
});
