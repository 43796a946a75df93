-- The midnight recap names the reviews due within 24 hours (product spec: the daily run skips a
-- learner with none), which at midnight includes tomorrow's. Its templates said "to review today"
-- and "Waiting for you today" of a review due tomorrow: they now say what the count is.
update private.notification_templates set body = case position
    when 1 then 'Your recap: {reviews} due within 24 hours, on {topics}.'
    when 2 then 'Today is a study day. Due for review within 24 hours: {topics}. A few minutes now saves hours later.'
    when 3 then '{reviews} to review within 24 hours: {topics}. Keep your streak going!'
    when 4 then 'Spaced review works best on time. Waiting for you within 24 hours: {topics}.'
  end
where purpose = 'smart_recap';
