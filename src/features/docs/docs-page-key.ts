// The file name of a docs page's data (generated/pages/<key>.json): /docs -> index,
// /docs/erori -> erori, /docs/api/orders/create-order -> api-orders-create-order.
export function docsPageKey(path: string): string {
  const rest = path.replace(/^\/docs\/?/, '');
  return rest ? rest.replace(/\//g, '-') : 'index';
}
