import { approveStory, getAdminPublicStories, getPendingStories, rejectStory } from './admin.js';
import { getContactMessages, markContactMessageHandled, sendContactMessage } from './contact.js';
import { getAuthProvider, localLogin, localRegister, login, logout } from './auth.js';
import { getFeedbackQuestions, saveFeedback } from './feedback.js';
import { getHealth } from './health.js';
import { uploadImage } from './media.js';
import { cartoonify, createChild, deleteChild, getChildren, getUser, updateChild, updateUser } from './profile.js';
import { generateQuiz, getJustQuestions, saveAttemptedQ, saveQuestion } from './quiz.js';
import {
  addRating,
  checkLike,
  deleteComment,
  getComments,
  getStoryRating,
  getUserRating,
  postComment,
  postLike,
  updateComment,
} from './social.js';
import { addView, getLikedStories, getStories, getStory, getStoryPublic, saveStory, searchStories } from './stories.js';
import { cartoonImage, generateImage, generateStory } from './story-generation.js';

/** Every endpoint by name, for code that handles them all (route registration, OpenAPI, tests). */
export const endpoints = {
  getHealth,
  login,
  localRegister,
  localLogin,
  logout,
  getAuthProvider,
  getUser,
  updateUser,
  getChildren,
  createChild,
  updateChild,
  deleteChild,
  cartoonify,
  uploadImage,
  generateStory,
  cartoonImage,
  generateImage,
  saveStory,
  getStoryPublic,
  searchStories,
  getLikedStories,
  getStories,
  getStory,
  addView,
  getComments,
  postComment,
  updateComment,
  deleteComment,
  checkLike,
  postLike,
  getStoryRating,
  getUserRating,
  addRating,
  getJustQuestions,
  saveAttemptedQ,
  generateQuiz,
  saveQuestion,
  getFeedbackQuestions,
  saveFeedback,
  getPendingStories,
  approveStory,
  rejectStory,
  getAdminPublicStories,
  sendContactMessage,
  getContactMessages,
  markContactMessageHandled,
} as const;
export type EndpointName = keyof typeof endpoints;
