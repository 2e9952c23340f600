/**
 * Ideas a parent says of something else that are a child's story ('My puppy Max', 'The dinosaurs died out', 'The tooth
 * fairy forgets to come', 'The moon is missing', 'Teddy goes to hospital', 'A teddy bear who comes alive at night',
 * 'Snow day!', 'Camping in the garden', 'A power cut', 'Hide and seek in the garden', "Grandpa's old tractor won't start"), said as the child's ('A
 * child finds out what happened to the dinosaurs'). Read by the idea's understanding and by the illustrator's reading
 * of the book's prompt, so the pictures are where the story is (the garden, not the moon; home, not a hospital).
 */
import { animalsOutingLeads } from './animals-outing.js';
import { brokenMachineLeads } from './broken-machine.js';
import { dinosaurLeads } from './dinosaur-past.js';
import { hideAndSeekLeads } from './hide-and-seek.js';
import { homeNightLeads } from './home-nights.js';
import { lovesAsideLeads } from './loves-aside.js';
import { missingMoonLeads } from './missing-moon.js';
import { myPetLeads } from './pet-owned.js';
import { teddyHospitalLeads } from './teddy-hospital.js';
import { toothFairyLeads } from './tooth-fairy.js';
import { toysAliveLeads } from './toys-alive.js';
import { weatherDayLeads } from './weather-day.js';

/** Each reads what the one before it left. */
const LEADS = [
  lovesAsideLeads,
  animalsOutingLeads,
  myPetLeads,
  toysAliveLeads,
  dinosaurLeads,
  toothFairyLeads,
  missingMoonLeads,
  teddyHospitalLeads,
  weatherDayLeads,
  homeNightLeads,
  hideAndSeekLeads,
  brokenMachineLeads,
];

export const toldAsChild = (idea: string): string => LEADS.reduce((said, lead) => lead(said), idea);
