// The remote alone on its dev port, without the shell (`npm run dev -w mfe-account`).
import { renderStandalone } from '@festive/web-kit/standalone';
import App from '../app/app';

renderStandalone('mfe-account', App);
