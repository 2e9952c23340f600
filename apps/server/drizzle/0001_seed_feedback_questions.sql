-- The two-step questionnaire of SPEC §9. A null options list means the agreement scale
-- (Strongly disagree, Disagree, Neutral, Agree, Strongly agree); the comparison questions carry
-- their own five labels, with Neutral in the middle because answers default to Neutral (SPEC §5).
INSERT INTO "feedback_questions" ("audience", "position", "question", "options") VALUES
  ('parent', 1, 'The visuals of the story were appealing.', NULL),
  ('parent', 2, 'The visuals felt eerie or strange.', NULL),
  ('parent', 3, 'I would share this story with others.', NULL),
  ('parent', 4, 'I would create similar stories again.', NULL),
  ('parent', 5, 'How closely does the child in the story resemble your child?', ARRAY['Much worse', 'Worse', 'Neutral', 'Better', 'Much better']),
  ('child', 1, 'I liked the pictures in the story.', NULL),
  ('child', 2, 'The pictures looked weird or strange.', NULL),
  ('child', 3, 'I would show this story to a friend.', NULL),
  ('child', 4, 'I would like to make more stories like this.', NULL),
  ('child', 5, 'How does the child in the story look compared to you?', ARRAY['Much worse', 'Worse', 'Neutral', 'Better', 'Much better']);
