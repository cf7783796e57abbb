// Written by `npm run generate:landing` (tools/src/landing-samples.ts) from the real offline
// engine and the contract; edits are overwritten, and a spec fails when this file drifts.

export const EXAMPLES = [
  {
    "id": "email",
    "label": "Business email",
    "before": "write email telling client project is late",
    "after": "Write email telling client project is late.\n\n- Start with a subject line, then a short body that leads with the main point and ends with one clear next step.\n- The recipient is not named: address them as [name].\n- Length: about 100–180 words.\n- Tone: professional, clear and courteous.\n- Put any detail the request does not give in square brackets, such as [date] or [name], rather than inventing it."
  },
  {
    "id": "social",
    "label": "Social media",
    "before": "linkedin post about our new feature",
    "after": "Linkedin post about our new feature.\n\n- Write one post: a strong first line, the message and, where it fits, a call to action, with at most 3 relevant hashtags.\n- Length: about 40–80 words.\n- Tone: relaxed and conversational, like talking to a friend.\n- Put any detail the request does not give in square brackets, such as [date] or [name], rather than inventing it."
  },
  {
    "id": "support",
    "label": "Customer service",
    "before": "reply to angry customer about refund",
    "after": "Write a reply to angry customer about refund.\n\n- Structure the reply: acknowledge the problem, then say what happens next (with a date only if the request gives one).\n- Length: about 90–160 words.\n- Tone: professional, clear and courteous.\n- Put any detail the request does not give in square brackets, such as [date] or [name], rather than inventing it."
  }
] as const;

export const API_SAMPLE = {
  "request": "curl -X POST https://silentlabs.dev/api/prompt/enhance \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"originalPrompt\":\"summarize our Q3 crash reports\",\"style\":\"technical\",\"length\":\"short\"}'",
  "response": "{\n  \"success\": true,\n  \"data\": {\n    \"id\": \"7d2e4b1a-5c3f-4e8a-9b6d-1f0a2c3e4d5b\",\n    \"enhancedPrompt\": \"Summarize our Q3 crash reports.\\n\\n- Open with one sentence on the main point, then the key points as bullets, most important first.\\n- Keep names, numbers and dates exactly as in the source and add nothing it does not say.\\n\\n<text>\\n[paste the text here]\\n</text>\",\n    \"suggestions\": [\n      \"Paste the text itself, delimited (for example between \\\"\\\"\\\" marks).\",\n      \"Say what you want the summary to achieve: what the summary is for, such as a decision or a briefing.\"\n    ],\n    \"confidence\": 3.1,\n    \"model\": \"silent-offline-v2\",\n    \"metadata\": {\n      \"processingTime\": 2,\n      \"engine\": \"offline\",\n      \"originalScore\": 1.5,\n      \"checks\": [\n        {\n          \"id\": \"task\",\n          \"label\": \"Names a clear task\",\n          \"passed\": true,\n          \"points\": 1,\n          \"detail\": \"task: summary (confidence 0.6)\"\n        },\n        {\n          \"id\": \"specificity\",\n          \"label\": \"Gives specific details\",\n          \"passed\": false,\n          \"points\": 0.5,\n          \"detail\": \"6 specific units (full at 26)\"\n        }\n      ]\n    }\n  }\n}"
} as const;
