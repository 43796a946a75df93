-- Local and preview data: the demo learner (demo@aayra.app / aayra-demo-2026) with three weeks of
-- history, written through the product's own rules (numbering, limits, status flow, reviews) by
-- moving the application clock, so every row looks the way the app would have left it.
-- The plans themselves are reference data and come with the migrations.

do $seed$
declare
  demo constant uuid := 'a7a7a000-0000-4000-8000-000000000001';
  zone constant text := 'UTC';
  today constant date := (now() at time zone zone)::date;
  -- Study sets written by hand for the demo, as a teacher would sign them: the first thing anyone
  -- who runs the app sees. Each question's right option is listed first and moved by the loop.
  topics constant jsonb := $topics$[
    {
      "subject": "Biology", "topic": "Cellular respiration",
      "material": "Cellular respiration releases the energy stored in glucose and keeps it as ATP, the cell's energy currency.\nGlycolysis splits one glucose molecule into two molecules of pyruvate in the cytoplasm and makes a little ATP.\nThe Krebs cycle takes place in the matrix of the mitochondria and releases carbon dioxide.\nThe electron transport chain on the inner mitochondrial membrane makes most of the ATP; oxygen is the final electron acceptor and forms water.\nWithout oxygen, cells fall back on fermentation: muscle cells make lactate, and yeast makes ethanol and carbon dioxide.\nAerobic respiration yields far more ATP per glucose than fermentation.",
      "summary": [
        "Cellular respiration turns the energy stored in glucose into ATP, the cell's energy currency.",
        "Glycolysis happens in the cytoplasm; the Krebs cycle and the electron transport chain happen in the mitochondria.",
        "Without oxygen, cells use fermentation, which yields far less ATP than aerobic respiration."
      ],
      "cards": [
        ["What is ATP?", "The cell's energy currency: the molecule cells use to store and spend energy."],
        ["Where does glycolysis take place?", "In the cytoplasm."],
        ["What does glycolysis make from one glucose molecule?", "Two molecules of pyruvate, and a little ATP."],
        ["Which stage of respiration makes most of the ATP?", "The electron transport chain, on the inner mitochondrial membrane."],
        ["What does yeast make by fermentation?", "Ethanol and carbon dioxide."]
      ],
      "questions": [
        {"q": "Where does the Krebs cycle take place?", "options": ["In the matrix of the mitochondria", "In the cytoplasm", "In the nucleus", "On the cell membrane"], "why": "The Krebs cycle runs in the mitochondrial matrix; glycolysis is the stage that happens in the cytoplasm."},
        {"q": "What is the final electron acceptor of the electron transport chain?", "options": ["Oxygen", "Carbon dioxide", "Glucose", "Pyruvate"], "why": "Oxygen accepts the electrons at the end of the chain and forms water."},
        {"q": "What do muscle cells make when they run short of oxygen?", "options": ["Lactate", "Ethanol", "Citric acid", "Acetic acid"], "why": "Muscle cells ferment pyruvate to lactate; ethanol is what yeast makes."},
        {"q": "Which process yields the most ATP per molecule of glucose?", "options": ["Aerobic respiration", "Lactic acid fermentation", "Alcoholic fermentation", "Glycolysis alone"], "why": "With oxygen, the Krebs cycle and the electron transport chain add far more ATP than glycolysis or fermentation give."}
      ]
    },
    {
      "subject": "Chemistry", "topic": "Chemical bonds",
      "material": "Atoms bond to reach a stable arrangement of outer electrons.\nIn an ionic bond, electrons are transferred from a metal atom to a non-metal atom, and the oppositely charged ions attract each other; sodium chloride is an ionic compound.\nIn a covalent bond, two non-metal atoms share a pair of electrons, as in a water molecule.\nIn a metallic bond, positive metal ions sit in a sea of delocalised electrons, which is why metals conduct electricity.\nElectronegativity is an atom's pull on the electrons of a bond: when two atoms differ in electronegativity, the shared pair sits closer to one of them and the bond is polar.\nIonic compounds have high melting points and conduct electricity when molten or dissolved.",
      "summary": [
        "Ionic bonds transfer electrons from a metal to a non-metal; covalent bonds share a pair of electrons between non-metals.",
        "Metallic bonds hold positive ions in a sea of delocalised electrons, so metals conduct electricity.",
        "A difference in electronegativity makes a covalent bond polar."
      ],
      "cards": [
        ["What happens to electrons in an ionic bond?", "They are transferred from a metal atom to a non-metal atom."],
        ["What is a covalent bond?", "A pair of electrons shared between two non-metal atoms."],
        ["What is electronegativity?", "An atom's pull on the electrons of a bond."],
        ["Why do metals conduct electricity?", "Their delocalised electrons are free to move through the metal."],
        ["When do ionic compounds conduct electricity?", "When they are molten or dissolved."]
      ],
      "questions": [
        {"q": "Which type of bond holds sodium chloride together?", "options": ["Ionic", "Covalent", "Metallic", "Hydrogen"], "why": "Sodium, a metal, gives an electron to chlorine, a non-metal: the ions attract each other."},
        {"q": "What makes a covalent bond polar?", "options": ["The two atoms differ in electronegativity", "Both atoms are metals", "The electrons are transferred completely", "The two atoms are of the same element"], "why": "With different electronegativities, the shared pair sits closer to one atom."},
        {"q": "What holds the atoms of a metal together?", "options": ["Positive ions in a sea of delocalised electrons", "Pairs of electrons shared between neighbouring atoms", "Ions of opposite charge formed by electron transfer", "Weak attractions between separate molecules"], "why": "A metallic bond is the attraction between positive metal ions and the delocalised electrons around them."},
        {"q": "Which property do ionic compounds have?", "options": ["High melting points", "They conduct electricity as solids", "They are made of separate small molecules", "Low boiling points"], "why": "Strong attractions between ions give high melting points; they conduct only when molten or dissolved."}
      ]
    },
    {
      "subject": "History", "topic": "The Roman Republic",
      "material": "Rome became a republic in 509 BC, when the last king, Tarquin the Proud, was driven out.\nTwo consuls, elected every year, led the state and the army; the Senate, made of former magistrates, advised them and controlled public money.\nThe plebeians won officials of their own, the tribunes, who could veto decisions that harmed them.\nRome defeated Carthage in the three Punic Wars, and the destruction of Carthage in 146 BC left Rome master of the western Mediterranean.\nJulius Caesar crossed the Rubicon with his army in 49 BC and became dictator; he was murdered on the Ides of March, 44 BC.\nCaesar's heir Octavian defeated Mark Antony and Cleopatra at Actium in 31 BC, and in 27 BC he took the name Augustus as the first emperor.",
      "summary": [
        "Rome became a republic in 509 BC, led by two consuls elected every year and advised by the Senate.",
        "Victory over Carthage in the Punic Wars made Rome master of the western Mediterranean.",
        "Caesar's dictatorship and murder led to Octavian's rule as Augustus, the first emperor, in 27 BC."
      ],
      "cards": [
        ["When did Rome become a republic?", "In 509 BC, when the last king, Tarquin the Proud, was driven out."],
        ["What did the consuls do?", "Two consuls, elected every year, led the state and the army."],
        ["What power did the tribunes have?", "They could veto decisions that harmed the plebeians."],
        ["Who was the first Roman emperor?", "Augustus (Octavian), from 27 BC."],
        ["What happened on the Ides of March, 44 BC?", "Julius Caesar was murdered."]
      ],
      "questions": [
        {"q": "Which city did Rome fight in the three Punic Wars?", "options": ["Carthage", "Athens", "Alexandria", "Syracuse"], "why": "Rome defeated Carthage and destroyed it in 146 BC."},
        {"q": "Which body of former magistrates advised the consuls and controlled public money?", "options": ["The Senate", "The tribunes", "The plebeian council", "The praetorian guard"], "why": "The Senate advised the consuls and held the public purse."},
        {"q": "In which year did Julius Caesar cross the Rubicon?", "options": ["49 BC", "44 BC", "31 BC", "27 BC"], "why": "Caesar crossed the Rubicon in 49 BC; 44 BC is the year he was murdered."},
        {"q": "Whom did Octavian defeat at the battle of Actium?", "options": ["Mark Antony and Cleopatra", "Brutus and Cassius", "Pompey and Crassus", "Hannibal and Hasdrubal"], "why": "At Actium in 31 BC Octavian defeated Mark Antony and Cleopatra."}
      ]
    },
    {
      "subject": "Mathematics", "topic": "Derivatives",
      "material": "The derivative of a function measures its instantaneous rate of change: the slope of the tangent to its graph at a point.\nIt is the limit $f'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}$.\nPower rule: the derivative of $x^n$ is $n x^{n-1}$.\nThe derivative of a constant is 0, and the derivative of a sum is the sum of the derivatives.\nProduct rule: $(uv)' = u'v + uv'$. Chain rule: the derivative of $f(g(x))$ is $f'(g(x)) \\, g'(x)$.\nWhere a smooth function has a maximum or a minimum, its derivative is 0.",
      "summary": [
        "The derivative is a function's instantaneous rate of change: the slope of its tangent.",
        "The power, product and chain rules give the derivatives of most functions met in a first course.",
        "At a smooth maximum or minimum the derivative is 0."
      ],
      "cards": [
        ["What does the derivative of a function measure?", "Its instantaneous rate of change: the slope of the tangent to its graph at a point."],
        ["What is the derivative of $x^n$?", "$n x^{n-1}$"],
        ["What is the derivative of a constant?", "0"],
        ["What does the product rule say?", "$(uv)' = u'v + uv'$"],
        ["What is the derivative of $f(g(x))$?", "$f'(g(x)) \\, g'(x)$, by the chain rule."]
      ],
      "questions": [
        {"q": "What is the derivative of $x^3$?", "options": ["$3x^2$", "$x^2$", "$3x^3$", "$\\frac{x^4}{4}$"], "why": "By the power rule, the derivative of $x^n$ is $n x^{n-1}$, so $x^3$ gives $3x^2$."},
        {"q": "What is the derivative of $(3x + 1)^2$?", "options": ["$6(3x + 1)$", "$2(3x + 1)$", "$3(3x + 1)^2$", "$6x$"], "why": "By the chain rule, $2(3x + 1) \\cdot 3 = 6(3x + 1)$."},
        {"q": "Which rule gives the derivative of $x^2 \\sin x$?", "options": ["The product rule", "The chain rule", "The power rule alone", "The sum rule"], "why": "$x^2 \\sin x$ is a product of two functions, $u = x^2$ and $v = \\sin x$."},
        {"q": "What is the derivative of a smooth function at a maximum?", "options": ["0", "1", "The maximum value itself", "It does not exist"], "why": "The tangent is horizontal at a smooth maximum or minimum, so its slope is 0."}
      ]
    },
    {
      "subject": "Biology", "topic": "Genetics",
      "material": "DNA is a double helix of two strands held together by base pairs: adenine with thymine, and cytosine with guanine.\nA gene is a segment of DNA that codes for a protein.\nIn transcription, a gene is copied into messenger RNA in the nucleus; in translation, ribosomes read the mRNA three bases at a time and join amino acids into a protein.\nEach three-base codon codes for one amino acid.\nA mutation is a change in the base sequence of DNA, and it can change the protein a gene makes.\nHumans have 23 pairs of chromosomes, one of each pair from each parent.",
      "summary": [
        "DNA is a double helix whose bases pair adenine with thymine and cytosine with guanine.",
        "A gene is copied into messenger RNA in transcription, and ribosomes translate it into a protein.",
        "A mutation changes the base sequence of DNA and can change the protein a gene makes."
      ],
      "cards": [
        ["What is a gene?", "A segment of DNA that codes for a protein."],
        ["Which base pairs with adenine in DNA?", "Thymine."],
        ["What happens in transcription?", "A gene is copied into messenger RNA, in the nucleus."],
        ["What is a codon?", "Three bases of mRNA that code for one amino acid."],
        ["What is a mutation?", "A change in the base sequence of DNA."]
      ],
      "questions": [
        {"q": "Where does translation take place?", "options": ["At the ribosomes", "In the nucleus", "In the Golgi apparatus", "In the cell membrane"], "why": "Ribosomes read the mRNA and join amino acids into a protein."},
        {"q": "Which base pairs with cytosine in DNA?", "options": ["Guanine", "Adenine", "Thymine", "Uracil"], "why": "Cytosine pairs with guanine, and adenine with thymine."},
        {"q": "How many pairs of chromosomes do humans have?", "options": ["23", "46", "22", "24"], "why": "Humans have 23 pairs, 46 chromosomes in all, one of each pair from each parent."},
        {"q": "What is copied into messenger RNA during transcription?", "options": ["A gene", "A protein", "A ribosome", "An amino acid"], "why": "Transcription copies a gene's DNA into mRNA in the nucleus."}
      ]
    }
  ]$topics$;
  -- Days back from today with a completed session; the gaps leave a 6-day streak ending yesterday.
  study_days constant integer[] := array[20, 19, 17, 16, 15, 13, 12, 10, 9, 8, 6, 5, 4, 3, 2, 1];
  back integer;
  n integer := 0;
  topic jsonb;
  session_id uuid;
  material_id uuid;
  set_id uuid;
  entry record;
  answers public.review_answer[];
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change
  ) values (
    '00000000-0000-0000-0000-000000000000', demo, 'authenticated', 'authenticated', 'demo@aayra.app',
    extensions.crypt('aayra-demo-2026', extensions.gen_salt('bf', 10)), now() - interval '21 days',
    '{"provider": "email", "providers": ["email"]}',
    jsonb_build_object('displayname', 'Demo Learner', 'studentcategory', 'college', 'timezone', zone),
    now() - interval '21 days', now() - interval '21 days', '', '', '', ''
  ) on conflict (id) do nothing;

  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (demo::text, demo, jsonb_build_object('sub', demo::text, 'email', 'demo@aayra.app', 'email_verified', true),
          'email', now() - interval '21 days', now() - interval '21 days')
  on conflict (provider_id, provider) do nothing;

  update public.users
  set preferredstudyweekdays = 'Monday,Tuesday,Wednesday,Thursday,Friday',
      preferredstudystarttime = '18:00',
      weeklygoal = 10
  where userid = demo;

  -- complete_review acts for the signed-in learner.
  perform set_config('request.jwt.claims', json_build_object('sub', demo, 'role', 'authenticated')::text, true);

  foreach back in array study_days loop
    n := n + 1;
    topic := topics -> (n % jsonb_array_length(topics));

    insert into private.clock (id, frozen_at)
    values (true, private.local_day_start(today - back, zone) + interval '17 hours')
    on conflict (id) do update set frozen_at = excluded.frozen_at;

    insert into public.studysessions (userid, subjectname, topicname)
    values (demo, topic ->> 'subject', topic ->> 'topic')
    returning sessionid into session_id;
    update public.studysessions set status = 'uploading' where sessionid = session_id;

    insert into public.studymaterials (sessionid, userid, kind, title, content)
    values (session_id, demo, 'text', (topic ->> 'topic') || ' notes', topic ->> 'material')
    returning materialid into material_id;
    update public.studysessions set status = 'validating' where sessionid = session_id;

    insert into public.studysets (sessionid, userid) values (session_id, demo) returning studysetid into set_id;
    insert into public.summarypoints (studysetid, userid, position, text, materialid, sourcepassage)
    select set_id, demo, point.at - 1, point.text, material_id, point.text
    from jsonb_array_elements_text(topic -> 'summary') with ordinality as point(text, at);
    insert into public.flashcards (studysetid, userid, position, front, back, materialid, sourcepassage)
    select set_id, demo, card.at - 1, card.value ->> 0, card.value ->> 1, material_id, card.value ->> 1
    from jsonb_array_elements(topic -> 'cards') with ordinality as card(value, at);
    -- The right option, first in the list, lands in a different place from question to question.
    insert into public.quizquestions (studysetid, userid, position, question, options, correctoption, explanation, materialid, sourcepassage)
    select set_id, demo, question.at - 1, question.value ->> 'q',
           (select jsonb_agg(question.value -> 'options' -> ((slot + (question.at + n)::integer) % 4) order by slot) from generate_series(0, 3) slot),
           (4 - (question.at + n)::integer % 4) % 4,
           question.value ->> 'why', material_id, question.value ->> 'why'
    from jsonb_array_elements(topic -> 'questions') with ordinality as question(value, at);

    -- Most first answers right, one in four wrong.
    insert into public.quizanswers (questionid, userid, reviewstage, chosenoption)
    select questionid, demo, 0, case when (position + n) % 4 = 0 then (correctoption + 1) % 4 else correctoption end
    from public.quizquestions where studysetid = set_id;

    update public.studysessions set status = 'break_in_progress' where sessionid = session_id;
    update private.clock set frozen_at = frozen_at + interval '35 minutes';
    update public.studysessions set status = 'completed', isfavorite = (n % 4 = 0) where sessionid = session_id;
  end loop;

  -- Yesterday evening's second session was left during validation: it waits in Incomplete Sessions.
  update private.clock set frozen_at = private.local_day_start(today - 1, zone) + interval '20 hours';
  insert into public.studysessions (userid, subjectname, topicname)
  values (demo, 'Physics', 'Optics')
  returning sessionid into session_id;
  update public.studysessions set status = 'uploading' where sessionid = session_id;
  insert into public.studymaterials (sessionid, userid, kind, title, content)
  values (session_id, demo, 'text', 'Optics notes', $optics$# Optics: reflection and refraction

- The law of reflection: the angle of incidence equals the angle of reflection, both measured from the normal.
- Refraction is the bending of light as it passes from one medium into another, because its speed changes.
- The refractive index of a medium is the speed of light in a vacuum divided by its speed in the medium.
- Light bends towards the normal when it slows down, entering glass from air, and away from the normal when it speeds up.
- Total internal reflection happens when light inside a denser medium meets the boundary at more than the critical angle.
- Optical fibres carry light by total internal reflection.
- A convex lens converges light to a focal point; a concave lens makes it diverge.
- Dispersion is the splitting of white light into its colours by a prism, because each colour refracts by a different amount.$optics$);
  update public.studysessions set status = 'validating' where sessionid = session_id;
  update public.studysessions set status = 'incomplete' where sessionid = session_id;

  -- The learner did every review on its due day, up to yesterday; today's are still pending.
  loop
    select e.entryid, e.sessionid, e.currentreviewduedate into entry
    from public.reviewcycleentries e
    where e.userid = demo and e.status = 'pending' and e.currentreviewduedate < today
    order by e.currentreviewduedate, e.reviewstage
    limit 1;
    exit when not found;

    update private.clock set frozen_at = private.local_day_start(entry.currentreviewduedate, zone) + interval '19 hours';
    select array(select row(q.questionid, q.correctoption)::public.review_answer
                 from public.quizquestions q join public.studysets s on s.studysetid = q.studysetid
                 where s.sessionid = entry.sessionid)
    into answers;
    perform public.complete_review(entry.entryid, answers);
  end loop;

  delete from private.clock;
  perform set_config('request.jwt.claims', '', true);
end
$seed$;
