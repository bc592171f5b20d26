import 'reflect-metadata';
import { grantCreditsCommand } from './credits-grant.command';
import { runCli, STDIO, withAppContext } from './run-cli';

runCli(() => withAppContext((app) => grantCreditsCommand(app, process.argv.slice(2), STDIO)));
