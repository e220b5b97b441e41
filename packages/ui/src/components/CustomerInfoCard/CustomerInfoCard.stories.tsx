import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawnLeftToRight, overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { CustomerInfoCard } from './CustomerInfoCard';

const shipping = {
  name: 'Dana Rivera',
  address1: '1200 Elm Street',
  address2: 'Apt 4B',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
};

const billing = {
  name: 'Dana Rivera',
  address1: 'PO Box 311',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62705',
  country: 'US',
};

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The order confirmation's customer information: shipping and billing addresses side by side (stacked on phones).",
  '',
  '**Do**',
  '',
  '- Pass the billing address only when it differs; otherwise it reads Same as shipping address.',
  "- Pass the `locale` of the page so country names are in the reader's language.",
  '',
  "**Don't**",
  '',
  "- Don't use it as a form: it only shows addresses.",
  "- Don't abbreviate address lines: they show as the customer typed them.",
].join('\n');

const meta = {
  title: 'Content/CustomerInfoCard',
  component: CustomerInfoCard,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { shippingAddress: shipping, billingAddress: billing },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping and billing side by side, each under its heading; the country code is named. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Customer information' });
    await expect(
      within(region).getByRole('heading', { level: 3, name: 'Shipping address' }),
    ).toBeInTheDocument();
    await expect(
      within(region).getByRole('heading', { level: 3, name: 'Billing address' }),
    ).toBeInTheDocument();
    await expect(within(region).getByText('Springfield, IL 62704')).toBeInTheDocument();
    await expect(within(region).getAllByText('United States')).toHaveLength(2);
  },
};

export const BillingSameAsShipping: Story = {
  args: { billingAddress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Same as shipping address')).toBeInTheDocument();
  },
};

/** No second line, no state, a country given by name. */
export const MinimalAddress: Story = {
  args: {
    shippingAddress: {
      address1: '10 Downing Street',
      city: 'London',
      zipcode: 'SW1A 2AA',
      country: 'United Kingdom',
    },
    billingAddress: undefined,
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Customer information' }));
    await expect(region.getByText('10 Downing Street')).toBeVisible();
    await expect(region.getByText('United Kingdom')).toBeVisible();
    // Without a billing address of its own, billing is the shipping address.
    await expect(region.getByText('Same as shipping address')).toBeVisible();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Renseignements sur le client et adresses de livraison et de facturation',
    shippingAddress: {
      name: 'Marie-Geneviève Tremblay-Gagnon',
      address1: '4500, boulevard de l’Assomption Ouest',
      address2: 'Appartement 1203, entrée par la ruelle',
      city: 'Saint-Jean-sur-Richelieu',
      state: 'QC',
      zipcode: 'J3B 4Z3',
      country: 'CA',
    },
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Renseignements sur le client et adresses de livraison et de facturation',
    });
    await expect(within(region).getByText('Appartement 1203, entrée par la ruelle')).toBeVisible();
    await expect(overflowsSideways(region)).toBe(false);
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: blocks run right to left; the country's name is in Arabic. */
/**
 * Arabic: headings right-to-left; an address written in Latin letters keeps its own order in each line
 * ("1200 Elm Street", not "Elm Street 1200").
 */
export const ArabicRightToLeft: Story = {
  args: { title: 'معلومات العميل' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(drawnLeftToRight(canvas.getByText('1200 Elm Street'), '1200 Elm')).toBe(true);
    await expect(drawnLeftToRight(canvas.getAllByText('Springfield, IL 62704')[0]!, 'IL 62704')).toBe(true);
  },
};

/** Phones: billing goes under shipping. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Customer information' }));
    await expect(region.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
