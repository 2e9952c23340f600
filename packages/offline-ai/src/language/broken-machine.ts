/**
 * One of the family's machines that will not go ("Grandpa's old tractor won't start", "Dad's car broke down"), read as
 * the child's day of mending it with them ('A child and Grandpa fix the broken tractor'): never Grandpa helping his
 * tractor 'learn to start', nor Dad spluttering at the garage.
 */

const FAMILY = String.raw`(mum|mummy|mom|mommy|mama|dad|daddy|papa|grandma|granny|nana|grandpa|grandad|granddad|uncle|aunt|auntie)`;
const MACHINE = String.raw`(tractor|car|van)`;
const STOPPED = String.raw`(?:(?:won['’]?t|wont|will\s+not|wouldn['’]?t|would\s+not|can['’]?t|cannot|doesn['’]?t|does\s+not)\s+(?:start|go)|(?:broke|breaks|has\s+broken|is\s+broken)(?:\s+down)?)`;
const SAID = new RegExp(
  String.raw`^(?:(?:my|our)\s+)?${FAMILY}['’]s\s+(?:(?:old|little|big|red|blue|green|rusty|trusty)\s+)*${MACHINE}\s+${STOPPED}\b`,
  'iu',
);

export function brokenMachineLeads(idea: string): string {
  const said = SAID.exec(idea.trim());
  if (!said) return idea;
  const who = said[1]!.charAt(0).toUpperCase() + said[1]!.slice(1).toLowerCase();
  return `A child and ${who} fix the broken ${said[2]!.toLowerCase()}`;
}
