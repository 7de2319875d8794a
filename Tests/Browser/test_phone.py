"""The web app on a phone over HTTPS: a browser that trusts MoodCard's CA, as a phone does once
the person has installed it, reaches `mood serve --listen 127.0.0.2` as a secure context."""


def test_a_phone_that_trusts_the_authority_gets_a_secure_context(open_phone, phone_server):
    page = open_phone()
    assert page.url.startswith(phone_server.https + "/")
    assert page.evaluate("window.isSecureContext") is True
    # What a plain-http LAN address never had: the clipboard and Web Share's API.
    assert page.evaluate("typeof navigator.clipboard") == "object"
    assert page.evaluate("'serviceWorker' in navigator") is True
    security = page.evaluate(
        "fetch('/api/entries?days=7').then(r => [r.status, r.headers.get('strict-transport-security')])")
    assert security == [200, "max-age=31536000"]
