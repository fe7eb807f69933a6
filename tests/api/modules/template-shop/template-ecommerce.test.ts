import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Product = {
  id: number;
  name: string;
  slug: string;
  price: number;
  priceText: string;
  currency: string;
  isInWishlist: boolean;
  isInCart: boolean;
};
const get = async (url: string, role: Role = 'technician') => (await t.call(role, { method: 'GET', url })).json();
const products = (query = '', role: Role = 'technician') => get(`/apps/ecommerce/products${query}`, role);
const send = async (method: 'POST' | 'DELETE', url: string, payload?: object, role: Role = 'technician') =>
  (await t.call(role, { method, url, payload })).json();
const userId = (email: string) =>
  (t.conn.sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

describe('template e-commerce app', () => {
  it('serves a spare-parts catalogue priced in BHD to three decimals, full pages, newest first', async () => {
    const body = await products('?q=&sortBy=featured&perPage=9&page=1');
    expect(body.total).toBe(t.count('template_products'));
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.products).toHaveLength(9);
    const ids = body.products.map((p: Product) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const p of body.products as Product[]) {
      expect(p.currency).toBe('BHD');
      expect(p.priceText).toMatch(/^\d+\.\d{3}$/);
      expect(Number(p.priceText)).toBe(p.price);
      expect(p.slug.endsWith(`-${p.id}`)).toBe(true);
    }
    const names = (await products('?perPage=100')).products.map((p: Product) => p.name).join(' ');
    for (const part of ['filter', 'belt', 'contactor', 'Refrigerant', 'bearing', 'sensor'])
      expect(names.toLowerCase()).toContain(part.toLowerCase());
    expect(body.userWishlist).toEqual([]);
    expect(body.userCart).toEqual([]);
  });

  it('searches the name, sorts by price both ways and pages with the filtered total', async () => {
    const belts = await products('?q=belt&perPage=100');
    expect(belts.total).toBe(t.count('template_products', "lower(name) LIKE '%belt%'"));
    expect(belts.products.every((p: Product) => p.name.toLowerCase().includes('belt'))).toBe(true);
    const up = (await products('?sortBy=price-asc&perPage=100')).products.map((p: Product) => p.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await products('?sortBy=price-desc&perPage=100')).products.map((p: Product) => p.price);
    expect(down).toEqual([...up].reverse());
    const page1 = await products('?sortBy=price-asc&perPage=5&page=1');
    const page2 = await products('?sortBy=price-asc&perPage=5&page=2');
    expect(page2.products[0].price).toBeGreaterThanOrEqual(page1.products[4].price);
    expect(page2.total).toBe(page1.total);
    expect((await products('?q=no-such-part-anywhere')).products).toEqual([]);
  });

  it('shows one product by id or slug; an unknown one is a 404 envelope', async () => {
    const [first] = (await products('?perPage=1')).products as Product[];
    const byId = await t.call('technician', { method: 'GET', url: `/apps/ecommerce/products/${first!.id}` });
    expect(byId.json().product).toMatchObject({ id: first!.id, name: first!.name, colorOptions: expect.any(Array) });
    expect(byId.json().product.colorOptions).toHaveLength(5);
    expect((await get(`/apps/ecommerce/products/${first!.slug}`)).product.id).toBe(first!.id);
    const missing = await t.call('technician', {
      method: 'GET',
      url: '/apps/ecommerce/products/999999',
      headers: { 'accept-language': 'pt' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', messages: 'Este produto não existe.', payload: null });
  });

  it('keeps a wishlist per user: ids as numbers or strings, twice is once, removed by product id', async () => {
    const [a, b] = (await products('?perPage=2')).products as Product[];
    expect(await send('POST', '/apps/ecommerce/wishlist', { productId: a!.id })).toMatchObject({ status: 'success' });
    // The detail page sends the id as a string; adding again is not an error and adds no second line.
    expect(await send('POST', '/apps/ecommerce/wishlist', { productId: String(a!.id) })).toMatchObject({
      status: 'success',
      payload: { id: a!.id, isInWishlist: true },
    });
    await send('POST', '/apps/ecommerce/wishlist', { productId: String(b!.id) });
    expect(t.count('template_wishlist', `user_id = ${userId('tech@demo.test')}`)).toBe(2);
    const list = await get('/apps/ecommerce/wishlist');
    expect(list.products.map((p: Product) => p.id)).toEqual([a!.id, b!.id]);
    expect(list.products[0]).toMatchObject({ isInWishlist: true, isInCart: false });
    const shop = await products('?perPage=2');
    expect(shop.userWishlist).toEqual([{ productId: a!.id }, { productId: b!.id }]);
    expect(shop.products.every((p: Product) => p.isInWishlist)).toBe(true);
    // Another user's wishlist is their own.
    expect((await get('/apps/ecommerce/wishlist', 'manager')).products).toEqual([]);

    expect(await send('DELETE', `/apps/ecommerce/wishlist/${a!.id}`)).toMatchObject({ status: 'success' });
    expect((await get('/apps/ecommerce/wishlist')).products.map((p: Product) => p.id)).toEqual([b!.id]);
    expect(await send('DELETE', `/apps/ecommerce/wishlist/${a!.id}`)).toMatchObject({
      status: 'error',
      messages: 'This product is not in your wishlist.',
    });
  });

  it('keeps a cart per user with quantity 1 and shipping details; twice is once', async () => {
    const [, , c] = (await products('?perPage=3')).products as Product[];
    await send('POST', '/apps/ecommerce/cart', { productId: c!.id }, 'viewer');
    expect(await send('POST', '/apps/ecommerce/cart', { productId: String(c!.id) }, 'viewer')).toMatchObject({
      status: 'success',
    });
    const cart = await get('/apps/ecommerce/cart', 'viewer');
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({
      id: c!.id,
      qty: 1,
      isInCart: true,
      priceText: c!.priceText,
      shippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      offers: 0,
      discountPercentage: 0,
    });
    expect((await products('?perPage=3', 'viewer')).userCart).toEqual([{ productId: c!.id, qty: 1 }]);
    expect((await get('/apps/ecommerce/cart', 'technician')).products).toEqual([]);
    expect(await send('DELETE', `/apps/ecommerce/cart/${c!.id}`, undefined, 'viewer')).toMatchObject({
      status: 'success',
    });
    expect((await get('/apps/ecommerce/cart', 'viewer')).products).toEqual([]);
  });

  it('refuses a missing or unknown product, writing nothing, and needs a token', async () => {
    const before = [t.count('template_wishlist'), t.count('template_cart')];
    expect(await send('POST', '/apps/ecommerce/cart', {})).toEqual({
      status: 'error',
      messages: { productId: ['Choose a product.'] },
      payload: null,
    });
    expect(await send('POST', '/apps/ecommerce/wishlist', { productId: 999999 })).toMatchObject({
      status: 'error',
      messages: 'This product does not exist.',
    });
    expect(await send('POST', '/apps/ecommerce/wishlist', { productId: '1; DROP TABLE' })).toMatchObject({
      status: 'error',
    });
    expect([t.count('template_wishlist'), t.count('template_cart')]).toEqual(before);
    expect((await t.call(null, { method: 'GET', url: '/apps/ecommerce/products' })).statusCode).toBe(401);
    expect(
      (await t.call(null, { method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: 1 } })).statusCode,
    ).toBe(401);
  });
});
