export * from './model/listing.events';
