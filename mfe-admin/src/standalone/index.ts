// The remote alone on its dev port, without the shell (`npm run dev -w mfe-admin`).
import { renderStandalone } from '@festive/web-kit/standalone';
import App from '../app/app';

renderStandalone('mfe-admin', App);
