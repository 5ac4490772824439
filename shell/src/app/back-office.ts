/** The back office (/admin) has its own frame: no storefront header, footer or their reads. */
export function isBackOffice(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
