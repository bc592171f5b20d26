export * from './model/credit.events';
