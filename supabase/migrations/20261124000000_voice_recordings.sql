-- Voice recordings: the study-materials bucket also takes the audio the browser records
-- (MediaRecorder: WebM or Ogg with Opus in Chromium and Firefox, MP4 in Safari) and the common
-- MP3 and WAV. Every type the bucket already allowed stays; a bucket that allows any type
-- (no list) is left as it is.

update storage.buckets as bucket
   set allowed_mime_types = bucket.allowed_mime_types || array(
         select audio_type
           from unnest(array['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav']) as audio_type
          where audio_type <> all (bucket.allowed_mime_types))
 where bucket.id = 'study-materials'
   and bucket.allowed_mime_types is not null;
