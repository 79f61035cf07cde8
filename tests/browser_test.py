#!/usr/bin/env python3
"""advise serve in a real browser: Debian's chromium, headless, driven by selenium.

    python3 tests/browser_test.py ADVISE [--screenshot FILE]

Starts ADVISE serve on a free loopback port, then in the page: (1) pastes the README's example
workload into the text area, submits, and checks that the recommendation is the command's; (2)
fills the form for a workload (Llama-3.1-8B served in 4 bits), submits, and checks the
recommendation, the table's rows, the chart, one card's explanation and another's "why not"; (3) reloads the address
the question left and checks that the same advice comes back; (4) asks a question no card
answers (QLoRA of an 8B model with "little money") and checks that the page names the command's
nearest cards. Exits non-zero on the first difference; --screenshot saves the page after (1).
"""
import argparse
import json
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

EXAMPLE = "examples/imagenet-resnet50.dsl"


def start_server(advise):
    server = subprocess.Popen([advise, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline().strip()
    if not line.startswith("advise serve: http://"):
        server.kill()
        sys.exit(f"browser_test: the server did not start: {line!r}")
    return server, line.split()[-1]


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1600"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def expect(condition, message):
    if not condition:
        sys.exit("browser_test: " + message)


def wait_for_answer(driver, previous=""):
    """The recommendation once the page has written one (different from `previous`)."""
    wait = WebDriverWait(driver, 60)
    wait.until(lambda d: d.find_element(By.ID, "recommendation").text not in ("", previous))
    return driver.find_element(By.ID, "recommendation").text


def command_recommendation(advise):
    out = subprocess.run([advise, EXAMPLE, "--format", "json"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)["workloads"][0]["recommended"]


def readme_example(driver, url, advise, screenshot):
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: len(Select(d.find_element(By.ID, "model")).options) > 10)
    driver.find_element(By.ID, "text").send_keys(open(EXAMPLE, encoding="utf-8").read())
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    shown = wait_for_answer(driver)
    expected = "Recommended: " + ", ".join(command_recommendation(advise))
    expect(shown == expected, f"the README example: page says {shown!r}, the command {expected!r}")
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#chart img"))
    if screenshot:
        driver.save_screenshot(screenshot)
    return shown


def nothing_admitted(driver, url, advise):
    """The nearest cards when no card is admitted, as the command's JSON names them."""
    workload, situation = "examples/llama31-8b-qlora.dsl", "little money"
    out = subprocess.run([advise, workload, "--situation", situation, "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    nearest = json.loads(out)["workloads"][0]["nearest"]
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: len(Select(d.find_element(By.ID, "model")).options) > 10)
    driver.find_element(By.ID, "text").send_keys(open(workload, encoding="utf-8").read())
    Select(driver.find_element(By.ID, "situation")).select_by_visible_text(situation)
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    shown = wait_for_answer(driver)
    expect(shown == "No card does this job as asked.", f"the question no card answers: {shown!r}")
    items = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#nearest li")]
    expected = [f"{g['gpus'][0]}: {g['message']}" for g in nearest]
    expect(len(items) == len(expected) and all(i.startswith(e) for i, e in zip(items, expected)),
           f"the nearest cards: page {items!r}, command {expected!r}")
    return items


def filled_form(driver, url):
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: len(Select(d.find_element(By.ID, "model")).options) > 10)
    Select(driver.find_element(By.ID, "model")).select_by_visible_text("Llama-3.1-8B")
    Select(driver.find_element(By.ID, "mode")).select_by_visible_text("inference")
    Select(driver.find_element(By.ID, "weights")).select_by_visible_text("int4")
    for field, value in (("batch", "4"), ("context", "4096"), ("as_of", "2026-11")):
        element = driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(value)
    Select(driver.find_element(By.ID, "situation")).select_by_visible_text("best overall")
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    shown = wait_for_answer(driver)
    expect(shown.startswith("Recommended: "), f"the form's question: {shown!r}")
    rows = driver.find_elements(By.CSS_SELECTOR, "#ranking tbody tr")
    expect(len(rows) >= 2, f"the table has {len(rows)} rows")
    expect(rows[0].find_elements(By.TAG_NAME, "td")[0].text == "1", "the first row is not rank 1")
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#chart img"))
    chart = driver.find_element(By.CSS_SELECTOR, "#chart img")
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return arguments[0].naturalWidth", chart) > 0)
    first = rows[0].find_elements(By.TAG_NAME, "td")[1].text
    rows[0].find_elements(By.TAG_NAME, "button")[0].click()  # explain
    WebDriverWait(driver, 30).until(lambda d: "memory_bytes = " in d.find_element(By.ID, "why-not").text)
    expect(d_text(driver).startswith(first), "the explanation is not of the first card")
    second = rows[1].find_elements(By.TAG_NAME, "td")[1].text
    rows[1].find_elements(By.TAG_NAME, "button")[1].click()  # why not
    WebDriverWait(driver, 30).until(lambda d: second in d.find_element(By.ID, "why-not").text
                                    and "memory_bytes = " not in d.find_element(By.ID, "why-not").text)
    return shown, driver.current_url


def d_text(driver):
    return driver.find_element(By.ID, "why-not").text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("advise")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    server, url = start_server(args.advise)
    driver = browser()
    try:
        readme_example(driver, url, args.advise, args.screenshot)
        shown, address = filled_form(driver, url)
        expect("?q=" in address, f"the question is not in the address: {address}")
        driver.get(address)
        again = wait_for_answer(driver)
        expect(again == shown, f"the shared address gives {again!r}, the form gave {shown!r}")
        nearest = nothing_admitted(driver, url, args.advise)
        print(f"browser_test: the README example, the form and its address all answered ({shown}); "
              f"with nothing admitted the page names {nearest[0]!r}")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
