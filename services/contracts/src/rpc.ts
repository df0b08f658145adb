/** RPC queues (one durable queue per service) and the message patterns each one answers. */
export const RPC_QUEUES = {
  catalogue: 'catalogue.rpc',
  ordering: 'ordering.rpc',
  proofStorage: 'proof-storage.rpc',
  reporting: 'reporting.rpc',
} as const;

export type ServiceName = keyof typeof RPC_QUEUES;

export const CATALOGUE_RPC = {
  listPackages: 'catalogue.packages.list',
  createPackage: 'catalogue.packages.create',
  updatePackage: 'catalogue.packages.update',
  deletePackage: 'catalogue.packages.delete',
  listAddons: 'catalogue.addons.list',
  createAddon: 'catalogue.addons.create',
  updateAddon: 'catalogue.addons.update',
  deleteAddon: 'catalogue.addons.delete',
  listDesigns: 'catalogue.designs.list',
  listDesignsForPackage: 'catalogue.designs.for-package',
  createDesign: 'catalogue.designs.create',
  updateDesign: 'catalogue.designs.update',
  deleteDesign: 'catalogue.designs.delete',
  /** The upload form's design: the catalogue names it and checks the package it is for. */
  createUploadedDesign: 'catalogue.designs.create-uploaded',
  /** The current prices and names of the given ids, for ordering to price a cart. */
  quote: 'catalogue.quote',
} as const;

/** Every service answers this pattern: a cheap way to tell a live consumer from a stuck one. */
export const PING_RPC = 'ping';
